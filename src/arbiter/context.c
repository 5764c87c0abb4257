/*++
/* NAME
/*	context 3
/* SUMMARY
/*	the running context: configuration, store, key, templates
/* SYNOPSIS
/*	#include "arbiter/arbiter.h"
/* DESCRIPTION
/*	See arbiter.h for pbemd_open(), pbemd_close(), pbemd_render(),
/*	pbemd_render_game(), pbemd_pack() and pbemd_live_drop().
/* DIAGNOSTICS
/*	PB_ECONFIG for a bad configuration or key file; PB_ENOENT when the
/*	database or key is missing (run `pbemctl init`).
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Third party. */
#include <sodium.h>

/* pbemd-wide. */
#include "core/config.h"
#include "core/game.h"
#include "core/pb.h"
#include "core/render.h"
#include "core/token.h"
#include "store/store.h"

/* Local. */
#include "arbiter/arbiter.h"

static const char *const locales[PBEMD_LOCALES] = { "en", "it", "es" };

/* pbemd_open_cf - open store and key for a loaded configuration */

enum pb_rc
pbemd_open_cf(struct pb_config *cf, struct pbemd **out, struct pb_err *err)
{
	struct pbemd *p;
	enum pb_rc    rc;

	if (sodium_init() < 0)
		return (pb_err_set(err, PB_ESYS, "libsodium cannot initialise"));
	if (access(cf->database, F_OK) != 0)
		return (pb_err_set(err, PB_ENOENT, "no database %s: run pbemctl -c %s init",
		    cf->database, cf->path));
	p = pb_calloc(1, sizeof(*p));
	p->cf = cf;
	if ((rc = token_key_load(cf->key_file, p->key, err)) != PB_OK
	    || (rc = store_open(cf->database, &p->st, err)) != PB_OK) {
		p->cf = NULL;
		pbemd_close(p);
		return (rc);
	}
	*out = p;
	return (PB_OK);
}

/* pbemd_open - configuration, store and key */

enum pb_rc
pbemd_open(const char *conf, struct pbemd **out, struct pb_err *err)
{
	struct pb_config *cf;
	enum pb_rc        rc;

	if ((rc = config_load(conf, &cf, err)) != PB_OK)
		return (rc);
	if ((rc = config_check(cf, err)) != PB_OK || (rc = pbemd_open_cf(cf, out, err)) != PB_OK)
		config_free(cf);
	return (rc);
}

/* pack_drop - forget kept pack i; nobody may hold it */

static void
pack_drop(struct pbemd *p, size_t i)
{
	struct pbemd_pack *k = p->packs[i];

	if (k->refs != 0)
		pb_panic("pack_drop: pack %s still held %d times", k->hash, k->refs);
	k->ops->pack_free(k->parsed);
	free(k->hash);
	free(k);
	p->packs[i] = p->packs[--p->npacks];
}

/* pack_trim - beyond PBEMD_PACKS, drop the least recently used pack
 * that nobody holds */

static void
pack_trim(struct pbemd *p)
{
	size_t i, old = p->npacks;

	if (p->npacks <= PBEMD_PACKS)
		return;
	for (i = 0; i < p->npacks; i++)
		if (p->packs[i]->refs == 0
		    && (old == p->npacks || p->packs[i]->used < p->packs[old]->used))
			old = i;
	if (old < p->npacks)
		pack_drop(p, old);
}

/* pbemd_pack - a pack parsed by its module, once; the caller holds it */

enum pb_rc
pbemd_pack(struct pbemd *p, const struct game_ops *ops, const char *hash, struct pbemd_pack **out,
    struct pb_err *err)
{
	return (pbemd_pack_text(p, ops, hash, NULL, out, err));
}

/* pbemd_pack_text - the same with the pack's text at hand (a game being
 * created, whose pack the store does not hold yet); NULL: the store's */

enum pb_rc
pbemd_pack_text(struct pbemd *p, const struct game_ops *ops, const char *hash, const char *given,
    struct pbemd_pack **out, struct pb_err *err)
{
	struct pbemd_pack *k;
	enum pb_rc         rc;
	size_t             i;
	char              *text = NULL;
	void              *parsed;

	/* Kept already: packs never change under their hash. */
	for (i = 0; i < p->npacks; i++) {
		k = p->packs[i];
		if (k->ops == ops && strcmp(k->hash, hash) == 0)
			goto found;
	}

	/* Parse it once. */
	if (given == NULL && (rc = store_pack_get(p->st, hash, &text, err)) != PB_OK)
		return (rc);
	parsed = ops->pack_parse(given ? given : text, err);
	free(text);
	if (parsed == NULL)
		return (err->rc);
	k = pb_calloc(1, sizeof(*k));
	k->ops = ops;
	k->hash = pb_strdup(hash);
	k->parsed = parsed;
	p->packs = pb_realloc(p->packs, (p->npacks + 1) * sizeof(*p->packs));
	p->packs[p->npacks++] = k;
found:
	k->refs++;
	k->used = ++p->pack_clock;
	pack_trim(p);
	*out = k;
	return (PB_OK);
}

/* pbemd_pack_release - a holder of pbemd_pack() is done; NULL is a no-op */

void
pbemd_pack_release(struct pbemd_pack *k)
{
	if (k == NULL)
		return;
	if (k->refs <= 0)
		pb_panic("pbemd_pack_release: pack %s not held", k->hash);
	k->refs--;
}

/* pbemd_live_drop - forget a kept live state (gamectl.c keeps them) */

void
pbemd_live_drop(struct pbemd_live *e)
{
	e->ops->free(e->state);
	pbemd_pack_release(e->pack); /* from load_state(), after the state */
	free(e->state_hash);
	memset(e, 0, sizeof(*e));
}

/* pbemd_close - release everything; NULL is a no-op */

void
pbemd_close(struct pbemd *p)
{
	size_t k;
	int    i;

	if (p == NULL)
		return;
	for (k = 0; k < p->nsets; k++) {
		for (i = 0; i < PBEMD_LOCALES; i++)
			render_close(p->sets[k].render[i]);
		free(p->sets[k].kind);
	}
	free(p->sets);
	for (i = 0; i < PBEMD_LIVE; i++) /* live states borrow packs: first */
		if (p->live[i].id != 0)
			pbemd_live_drop(&p->live[i]);
	while (p->npacks > 0)
		pack_drop(p, p->npacks - 1);
	free(p->packs);
	store_close(p->st);
	config_free(p->cf);
	sodium_memzero(p->key, sizeof(p->key));
	free(p);
}

/* pbemd_sets_of - the template sets of a kind (NULL: no game), made
 * empty on first use */

static struct pbemd_sets *
pbemd_sets_of(struct pbemd *p, const char *kind)
{
	struct pbemd_sets *k;
	size_t             i;

	for (i = 0; i < p->nsets; i++) {
		k = &p->sets[i];
		if (kind == NULL ? k->kind == NULL : k->kind != NULL && strcmp(kind, k->kind) == 0)
			return (k);
	}
	p->sets = pb_realloc(p->sets, (p->nsets + 1) * sizeof(*p->sets));
	k = &p->sets[p->nsets++];
	memset(k, 0, sizeof(*k));
	k->kind = kind ? pb_strdup(kind) : NULL;
	return (k);
}

/* pbemd_render - the template set of a kind and a locale, loaded once;
 * a game's templates parse when first rendered (render_open_lazy():
 * pbemd -n checks them all) */

enum pb_rc
pbemd_render(struct pbemd *p, const char *kind, const char *locale, const struct render **out,
    struct pb_err *err)
{
	struct pbemd_sets *k;
	enum pb_rc         rc;
	int                i;

	for (i = 0; i < PBEMD_LOCALES; i++)
		if (locale && strcmp(locale, locales[i]) == 0)
			break;
	if (i == PBEMD_LOCALES)
		i = 0;
	k = pbemd_sets_of(p, kind);
	if (k->render[i] == NULL
	    && (rc = render_open_lazy(p->cf->templates, locales[i], kind, &k->render[i], err))
	        != PB_OK)
		return (rc);
	*out = k->render[i];
	return (PB_OK);
}

/* pbemd_render_game - the template set of a game's kind and a locale */

enum pb_rc
pbemd_render_game(struct pbemd *p, int64_t game, const char *locale, const struct render **out,
    struct pb_err *err)
{
	struct pb_err why;
	char         *kind = NULL;
	enum pb_rc    rc = PB_OK;

	if (game > 0 && (rc = store_game_kind(p->st, game, &kind, &why)) != PB_OK
	    && rc != PB_ENOENT) /* no such game: mail about none */
		pb_err_set(err, rc, "%s", why.msg);
	else
		rc = pbemd_render(p, kind, locale, out, err);
	free(kind);
	return (rc);
}
