/*++
/* NAME
/*	dice 3
/* SUMMARY
/*	dice as tables of faces
/* SYNOPSIS
/*	#include "core/dice.h"
/* DESCRIPTION
/*	See dice.h.
/* DIAGNOSTICS
/*	die_parse(): PB_EDATA, see dice.h.  pb_panic() on a roll of a die
/*	with no side.
/*--*/

/* System. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "core/rng.h"
#include "core/dice.h"

/* The six-sided die: faces 1 to 6, one side each. */
const struct die die_d6 = {
	6,
	{ 1, 1, 1, 1, 1, 1 },
	{ 1, 2, 3, 4, 5, 6 },
	{ "1", "2", "3", "4", "5", "6" },
};

/* die_counts - n faces from their counts; face i is worth i */

void
die_counts(struct die *d, const int *count, int n)
{
	int i;

	if (n < 0 || n > DIE_MAXFACES)
		pb_panic("die_counts: %d faces", n);
	memset(d, 0, sizeof(*d));
	d->nfaces = n;
	for (i = 0; i < n; i++) {
		d->count[i] = count[i];
		d->value[i] = i;
		snprintf(d->name[i], DIE_NAMELEN, "%d", i);
	}
}

/* die_sides - the number of sides: the sum of the counts */

int
die_sides(const struct die *d)
{
	int i, n = 0;

	for (i = 0; i < d->nfaces; i++)
		n += d->count[i];
	return (n);
}

/* die_face - the index of the face named name, -1 if none */

int
die_face(const struct die *d, const char *name)
{
	int i;

	for (i = 0; i < d->nfaces; i++)
		if (strcmp(d->name[i], name) == 0)
			return (i);
	return (-1);
}

/* die_roll - one draw of the stream; the face it falls on */

int
die_roll(const struct die *d, struct pb_rng *rng)
{
	int total, face, v;

	if ((total = die_sides(d)) <= 0)
		pb_panic("die_roll: a die with no side");
	v = (int)pb_rng_below(rng, (uint32_t)total);
	for (face = 0; face < d->nfaces - 1; face++) {
		if (v < d->count[face])
			break;
		v -= d->count[face];
	}
	return (face);
}

/* die_roll_value - the value of the face rolled */

int
die_roll_value(const struct die *d, struct pb_rng *rng)
{
	return (d->value[die_roll(d, rng)]);
}

/* name_ok - a face name: 1 to DIE_NAMELEN - 1 of a-z, 0-9, + and - */

static int
name_ok(const char *s, size_t len)
{
	size_t i;

	if (len == 0 || len >= DIE_NAMELEN)
		return (0);
	for (i = 0; i < len; i++)
		if (!islower((unsigned char)s[i]) && !isdigit((unsigned char)s[i]) && s[i] != '+'
		    && s[i] != '-')
			return (0);
	return (1);
}

/* face_value - an integer name is worth itself, any other its position */

static int
face_value(const char *name, int pos)
{
	char *end;
	long  v;

	v = strtol(name, &end, 10);
	if (end != name && *end == '\0' && v > -1000 && v < 1000)
		return ((int)v);
	return (pos);
}

/* parse_face - "NAME" or "NAME*COUNT" into face d->nfaces */

static enum pb_rc
parse_face(struct die *d, const char *tok, struct pb_err *err)
{
	const char *star = strchr(tok, '*');
	size_t      len = star ? (size_t)(star - tok) : strlen(tok);
	char       *end;
	long        count = 1;

	if (d->nfaces == DIE_MAXFACES)
		return (pb_err_set(err, PB_EDATA, "a die has at most %d faces", DIE_MAXFACES));
	if (!name_ok(tok, len))
		return (pb_err_set(err, PB_EDATA,
		    "die face \"%s\": a name is 1 to %d of a-z, 0-9, + and -", tok,
		    DIE_NAMELEN - 1));
	if (star != NULL) {
		count = strtol(star + 1, &end, 10);
		if (end == star + 1 || *end != '\0' || count < 0 || count > DIE_MAXCOUNT)
			return (pb_err_set(err, PB_EDATA, "die face \"%s\": the count is 0 to %d",
			    tok, DIE_MAXCOUNT));
	}
	memcpy(d->name[d->nfaces], tok, len);
	d->name[d->nfaces][len] = '\0';
	if (die_face(d, d->name[d->nfaces]) >= 0)
		return (pb_err_set(err, PB_EDATA, "die face \"%s\" named twice: write %s*N",
		    d->name[d->nfaces], d->name[d->nfaces]));
	d->count[d->nfaces] = (int)count;
	d->value[d->nfaces] = face_value(d->name[d->nfaces], d->nfaces);
	d->nfaces++;
	return (PB_OK);
}

/* die_parse - a die from pack data: "NAME[*COUNT], ..."; d unchanged
 * on error */

enum pb_rc
die_parse(struct die *d, const char *spec, struct pb_err *err)
{
	struct die new;
	char      *copy, *tok, *save;
	enum pb_rc rc = PB_OK;

	/* Initialize. */
	memset(&new, 0, sizeof(new));
	copy = pb_strdup(spec);

	/* One face per word. */
	for (tok = strtok_r(copy, ", \t", &save); tok != NULL && rc == PB_OK;
	     tok = strtok_r(NULL, ", \t", &save))
		rc = parse_face(&new, tok, err);
	if (rc == PB_OK && die_sides(&new) == 0)
		rc = pb_err_set(err, PB_EDATA, "a die needs a face with a side: \"%s\"", spec);
	if (rc == PB_OK)
		*d = new;

	/* Cleanup. */
	free(copy);
	return (rc);
}
