/*++
/* NAME
/*	ballot 3
/* SUMMARY
/*	verifiable secret ballots
/* SYNOPSIS
/*	#include "arbiter/ballot.h"
/* DESCRIPTION
/*	See ballot.h.  The receipts live in table ballots (schema 007),
/*	beside the game: the game's own state and hash chain never see a
/*	nonce, so replay and verify are unchanged.
/*
/*	XXX Only ballots cast by mail get a receipt: a ballot a seat's
/*	standing instruction casts inside another seat's command has none
/*	(the tally still names it).  A vote the game cancels without a
/*	tally leaves its receipts hidden until the next reveal or the end.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>
#include <sodium.h>

/* pbemd-wide. */
#include "core/digest.h"
#include "core/pb.h"
#include "store/store.h"

/* Local. */
#include "arbiter/ballot.h"

/* ballot_commitment - hex SHA-256 of the committed text; caller frees */

char *
ballot_commitment(int64_t game, int64_t seq, int seat, const char *ballot, const char *nonce)
{
	char *text, *h;

	text = pb_asprintf("pbemd-ballot-1\n%lld\n%lld\n%d\n%s\n%s", (long long)game,
	    (long long)seq, seat, ballot, nonce);
	h = digest_hex(text, strlen(text));
	free(text);
	return (h);
}

/* ballot_cast - a receipt for the ballot just cast, the commitment public */

enum pb_rc
ballot_cast(struct pbemd *p, struct gamectl *g, int seat, const char *ballot, char **receipt,
    json_t *events, json_t *proofs, struct pb_err *err)
{
	struct store_ballot b = { 0 };
	unsigned char       raw[16];
	enum pb_rc          rc;

	randombytes_buf(raw, sizeof(raw));
	b.game_id = g->row->id;
	b.seq = g->row->seq;
	b.seat = seat;
	b.ballot = (char *)ballot;
	b.nonce = pb_hex(raw, sizeof(raw));
	b.commitment = ballot_commitment(b.game_id, b.seq, seat, ballot, b.nonce);
	if ((rc = store_ballot_insert(p->st, &b, err)) == PB_OK) {
		*receipt = pb_asprintf("Your ballot receipt: move %lld, ballot \"%s\", nonce %s, "
		                       "commitment %s. Every player gets the commitment now, and "
		                       "your ballot with its nonce when the votes are revealed: "
		                       "check that they match.",
		    (long long)b.seq, ballot, b.nonce, b.commitment);
		json_array_append_new(events,
		    json_sprintf("Player %d cast a secret ballot (move %lld).", seat, (long long)b.seq));
		json_array_append_new(proofs,
		    json_sprintf("Commitment of the ballot of Player %d at move %lld: %s.", seat,
		        (long long)b.seq, b.commitment));
	}
	free(b.nonce);
	free(b.commitment);
	return (rc);
}

/* ballot_reveal - every hidden ballot of the game, now public */

enum pb_rc
ballot_reveal(struct pbemd *p, struct gamectl *g, json_t *events, json_t *proofs, struct pb_err *err)
{
	struct store_ballot **rows = NULL;
	size_t                n = 0, i;
	enum pb_rc            rc;

	if ((rc = store_ballot_list(p->st, g->row->id, 1, &rows, &n, err)) != PB_OK)
		return (rc);
	for (i = 0; i < n; i++) {
		json_array_append_new(events, json_sprintf("Ballot of Player %d at move %lld: \"%s\".",
		                                  rows[i]->seat, (long long)rows[i]->seq, rows[i]->ballot));
		json_array_append_new(proofs,
		    json_sprintf("Ballot of Player %d at move %lld: nonce %s, commitment %s (SHA-256 "
		                 "of \"pbemd-ballot-1\", game, move, seat, ballot and nonce, one a "
		                 "line).",
		        rows[i]->seat, (long long)rows[i]->seq, rows[i]->nonce, rows[i]->commitment));
	}
	if (n > 0)
		rc = store_ballot_reveal(p->st, g->row->id, err);
	store_ballot_list_free(rows, n);
	return (rc);
}

/* ballot_json - the receipts an export may show */

enum pb_rc
ballot_json(struct pbemd *p, int64_t game, int ended, json_t **out, struct pb_err *err)
{
	struct store_ballot **rows = NULL;
	json_t               *a;
	size_t                n = 0, i;
	enum pb_rc            rc;

	if ((rc = store_ballot_list(p->st, game, 0, &rows, &n, err)) != PB_OK)
		return (rc);
	a = json_array();
	for (i = 0; i < n; i++)
		if (ended || rows[i]->revealed)
			json_array_append_new(a,
			    json_pack("{s:I, s:i, s:s, s:s, s:s}", "seq", (json_int_t)rows[i]->seq,
			        "seat", rows[i]->seat, "ballot", rows[i]->ballot, "nonce",
			        rows[i]->nonce, "commitment", rows[i]->commitment));
	store_ballot_list_free(rows, n);
	*out = a;
	return (PB_OK);
}
