/*++
/* NAME
/*	dow_cmd 3
/* SUMMARY
/*	Dead of Winter player commands
/* SYNOPSIS
/*	#include "games/dow/dow.h"
/* DESCRIPTION
/*	dow_command() applies one command line of a seat.  Each command
/*	checks everything first and changes the state only when it will
/*	succeed, so a refused line changes nothing (game.h).
/*
/*	Set-up (rulebook steps 9-11), state diagram of one seat:
/*
/*	    offered --keep--> kept --leader--> ready
/*	       ^               |  ^              |
/*	       +----keep-------+  +----keep------+   (changes allowed until
/*	                                              the last seat is ready)
/*
/*	transition		function
/*	offered -> kept		cmd_keep()
/*	kept -> ready		cmd_leader()
/*	all ready -> round 1	dow_setup_finish(), called by finish_if_all()
/*
/*	The game takes the choice of the last seat as the moment every
/*	survivor is revealed at once: until then choices stay private.
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <jansson.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/lexer.h"

/* Local. */
#include "games/dow/dow.h"

/* offered_names - the names and ids of a seat's offered survivors */

static void
offered_names(const struct dow_state *s, int seat, const char **names, const char **ids)
{
	const struct dow_pile *o = &s->pl[seat].offered;
	int                    i;

	for (i = 0; i < o->n; i++) {
		names[i] = s->pack->surv[o->v[i]].n.name;
		ids[i] = s->pack->surv[o->v[i]].n.id;
	}
}

/* list_offered - "Forest Plum, Mike Cho, ..." for error messages */

static char *
list_offered(const struct dow_state *s, int seat)
{
	struct pb_buf b;
	int           i;

	pb_buf_init(&b);
	for (i = 0; i < s->pl[seat].offered.n; i++)
		pb_buf_printf(
		    &b, "%s%s", i ? ", " : "", s->pack->surv[s->pl[seat].offered.v[i]].n.name);
	return (pb_buf_steal(&b));
}

/* match_offered - survivors named by words, in order; PB_OK or why not */

static enum pb_rc
match_offered(const struct dow_state *s, int seat, char *const *argv, int argc,
    struct dow_pile *out, struct pb_err *err)
{
	const char *names[DOW_OFFER], *ids[DOW_OFFER];
	char       *list, *word;
	int         i = 0, used, hit;
	enum pb_rc  rc = PB_OK;

	offered_names(s, seat, names, ids);
	while (i < argc && rc == PB_OK) {
		hit =
		    lex_match(names, ids, (size_t)s->pl[seat].offered.n, argv + i, argc - i, &used);
		if (hit >= 0 && dow_pile_find(out, s->pl[seat].offered.v[hit]) >= 0)
			rc = pb_err_set(err, PB_EDATA, "%s is named twice", names[hit]);
		else if (hit >= 0) {
			dow_pile_push(out, s->pl[seat].offered.v[hit]);
			i += used;
		} else {
			list = list_offered(s, seat);
			word = argv[i];
			rc = pb_err_set(err, PB_EDATA,
			    hit == -2 ? "\"%s\" fits more than one of your survivors (%s): write "
			                "more of the name"
			              : "\"%s\" is not one of the survivors dealt to you (%s)",
			    word, list);
			free(list);
		}
	}
	return (rc);
}

/* cmd_keep - "keep NAME NAME" (three names with two players) */

static enum pb_rc
cmd_keep(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	struct dow_player *p = &s->pl[seat];
	struct dow_pile    chosen = { 0 };
	enum pb_rc         rc;
	int                want = dow_keep_count(s);

	if ((rc = match_offered(s, seat, l->argv + 1, l->argc - 1, &chosen, err)) != PB_OK)
		goto out;
	if (chosen.n != want) {
		rc =
		    pb_err_set(err, PB_EDATA, "keep exactly %d of your %d survivors (you named %d)",
		        want, DOW_OFFER, chosen.n);
		goto out;
	}
	dow_pile_copy(&p->kept, &chosen);
	if (p->leader >= 0 && dow_pile_find(&p->kept, p->leader) < 0)
		p->leader = -1;
	p->ready = p->leader >= 0;
	res->text = p->ready ? pb_asprintf(
	                "you keep them; %s still leads your group", s->pack->surv[p->leader].n.name)
	                     : pb_strdup("you keep them; now name your group leader: leader NAME");
out:
	dow_pile_clear(&chosen);
	return (rc);
}

/* cmd_leader - "leader NAME": one of the kept survivors */

static enum pb_rc
cmd_leader(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	struct dow_player *p = &s->pl[seat];
	struct dow_pile    chosen = { 0 };
	enum pb_rc         rc;

	if (p->kept.n == 0)
		return (pb_err_set(err, PB_EDATA,
		    "first say which survivors you keep: keep NAME NAME%s",
		    dow_keep_count(s) == 3 ? " NAME" : ""));
	if ((rc = match_offered(s, seat, l->argv + 1, l->argc - 1, &chosen, err)) != PB_OK)
		goto out;
	if (chosen.n != 1) {
		rc = pb_err_set(err, PB_EDATA, "name exactly one leader");
		goto out;
	}
	if (dow_pile_find(&p->kept, chosen.v[0]) < 0) {
		rc = pb_err_set(err, PB_EDATA, "%s is not among the survivors you keep",
		    s->pack->surv[chosen.v[0]].n.name);
		goto out;
	}
	p->leader = chosen.v[0];
	p->ready = 1;
	res->text = pb_asprintf("%s leads your group", s->pack->surv[p->leader].n.name);
out:
	dow_pile_clear(&chosen);
	return (rc);
}

/* finish_if_all - the last choice completes the set-up */

static void
finish_if_all(struct dow_state *s, struct game_result *res)
{
	int k;

	for (k = 1; k <= s->nseats; k++)
		if (!s->pl[k].ready)
			return;
	dow_setup_finish(s);
	res->broadcast = 1;
	res->event =
	    pb_asprintf("Every player has chosen. Player %d, whose leader has the"
	                " highest influence, takes the first player token: the game is ready for"
	                " round 1.",
	        s->first_player);
}

struct dow_cmd {
	const char *word;
	int         phase;
	enum pb_rc (*fn)(struct dow_state *, int, const struct lex_line *, struct game_result *,
	    struct pb_err *);
	const char *usage;
	const char *text;
};

static const struct dow_cmd dow_cmds[] = {
	{ "keep", DOW_PHASE_SETUP, cmd_keep, "keep NAME NAME",
	    "keep two of the four survivors dealt to you (three with two players)" },
	{ "leader", DOW_PHASE_SETUP, cmd_leader, "leader NAME",
	    "name which kept survivor leads your group" },
};

/* dow_command - apply one line of a seat */

enum pb_rc
dow_command(struct dow_state *s, int seat, const struct lex_line *l, struct game_result *res,
    struct pb_err *err)
{
	size_t     i;
	enum pb_rc rc;

	if (seat < 1 || seat > s->nseats)
		pb_panic("dow_command: seat %d of %d", seat, s->nseats);
	if (s->phase == DOW_PHASE_ENDED)
		return (pb_err_set(err, PB_EDATA, "the game has ended"));
	for (i = 0; i < PB_NELEM(dow_cmds); i++) {
		if (strcmp(dow_cmds[i].word, l->argv[0]) != 0)
			continue;
		if (dow_cmds[i].phase != s->phase)
			return (pb_err_set(err, PB_EDATA,
			    "\"%s\" is a set-up command and the"
			    " set-up is over",
			    l->argv[0]));
		if ((rc = dow_cmds[i].fn(s, seat, l, res, err)) == PB_OK
		    && s->phase == DOW_PHASE_SETUP)
			finish_if_all(s, res);
		return (rc);
	}
	if (s->phase == DOW_PHASE_ROUND)
		return (pb_err_set(err, PB_EDATA,
		    "unknown command \"%s\": the game is set up"
		    " and waits for round 1, whose commands this server does not run yet",
		    l->argv[0]));
	return (pb_err_set(
	    err, PB_EDATA, "unknown command \"%s\" (write HELP for the list)", l->argv[0]));
}

/* dow_help - commands a seat may give now */

json_t *
dow_help(const struct dow_state *s, int seat)
{
	json_t *a = json_array();
	size_t  i;

	(void)seat;
	for (i = 0; i < PB_NELEM(dow_cmds); i++)
		if (dow_cmds[i].phase == s->phase)
			json_array_append_new(a,
			    json_pack("{s:s, s:s}", "usage", dow_cmds[i].usage, "text",
			        dow_cmds[i].text));
	return (a);
}
