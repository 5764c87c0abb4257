/*++
/* NAME
/*	pbemctl 1
/* SUMMARY
/*	pbemd operator command
/* SYNOPSIS
/*	pbemctl -c FILE COMMAND [ARGS]
/* DESCRIPTION
/*	Wiring only: each command parses its arguments and calls arbiter/,
/*	store/ or mail/.  See man/pbemctl.1 for the commands.
/* DIAGNOSTICS
/*	Exit status per sysexits(3); `game replay --verify` exits 1 when
/*	the replay differs from the stored game.
/*--*/

/* Build. */
#include "config.h" /* PACKAGE_VERSION */

/* System. */
#include <getopt.h>
#include <time.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sysexits.h>
#include <unistd.h>

/* Third party. */
#include <jansson.h>
#include <sodium.h>

/* pbemd-wide. */
#include "arbiter/arbiter.h"
#include "arbiter/daemon.h"
#include "arbiter/deadline.h"
#include "arbiter/flush.h"
#include "arbiter/gamectl.h"
#include "arbiter/moderate.h"
#include "arbiter/needs.h"
#include "arbiter/policy.h"
#include "core/clock.h"
#include "core/config.h"
#include "core/digest.h"
#include "core/game.h"
#include "core/pack.h"
#include "core/pb.h"
#include "core/render.h"
#include "core/token.h"
#include "mail/compose.h"
#include "mail/maildir.h"
#include "mail/mime.h"
#include "store/store.h"

struct cmd {
	const char *w1;
	const char *w2;
	int (*fn)(const char *, int, char **);
	const char *usage;
};

/* die - report and exit with a sysexits code for a status */

static int
fail(enum pb_rc rc, const struct pb_err *err)
{
	fprintf(stderr, "pbemctl: %s\n", err->msg);
	switch (rc) {
	case PB_ECONFIG:
		return (EX_CONFIG);
	case PB_ENOENT:
		return (EX_NOINPUT);
	case PB_EDATA:
	case PB_EPERM:
		return (EX_DATAERR);
	case PB_ETEMP:
		return (EX_TEMPFAIL);
	default:
		return (EX_SOFTWARE);
	}
}

/* open_ctx - configuration, store and key, or exit */

static struct pbemd *
open_ctx(const char *conf)
{
	struct pbemd *p;
	struct pb_err err;
	enum pb_rc    rc;

	if ((rc = pbemd_open(conf, &p, &err)) != PB_OK)
		exit(fail(rc, &err));
	return (p);
}

/* maildir_of - PATH of a "maildir:PATH" spec, or NULL */

static const char *
maildir_of(const char *spec)
{
	return (spec ? pb_spec_arg(spec, "maildir") : NULL);
}

/* cmd_init - database, key and Maildirs */

static int
cmd_init(const char *conf, int argc, char **argv)
{
	struct pb_config *cf;
	struct store     *st;
	struct pb_err     err;
	enum pb_rc        rc;

	(void)argc;
	(void)argv;
	if ((rc = config_load(conf, &cf, &err)) != PB_OK || (rc = config_check(cf, &err)) != PB_OK)
		return (fail(rc, &err));
	if (sodium_init() < 0)
		return (EX_SOFTWARE);
	/* What an earlier umask left readable: say so, change nothing. */
	(void)needs_warn_private(cf);
	if ((rc = store_open(cf->database, &st, &err)) == PB_OK) {
		printf("database %s: schema version %d\n", cf->database, store_version(st));
		store_close(st);
		rc = token_key_create(cf->key_file, &err);
		if (rc == PB_OK)
			printf("key %s: created (mode 0600)\n", cf->key_file);
		else if (rc == PB_EDUP)
			printf("key %s: kept\n", cf->key_file);
		rc = rc == PB_EDUP ? PB_OK : rc;
	}
	if (rc == PB_OK && maildir_of(cf->inbox)
	    && (rc = maildir_create(maildir_of(cf->inbox), &err)) == PB_OK)
		printf("inbox %s: ready\n", maildir_of(cf->inbox));
	if (rc == PB_OK && maildir_of(cf->outbox)
	    && (rc = maildir_create(maildir_of(cf->outbox), &err)) == PB_OK)
		printf("outbox %s: ready\n", maildir_of(cf->outbox));
	config_free(cf);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* split_addrs - "a@x,b@y" into a NULL-terminated array */

static char **
split_addrs(const char *list, int *n)
{
	char **v, *copy, *tok, *save;

	copy = pb_strdup(list);
	v = pb_calloc(strlen(list) + 2, sizeof(char *));
	*n = 0;
	for (tok = strtok_r(copy, ", ", &save); tok; tok = strtok_r(NULL, ", ", &save))
		v[(*n)++] = pb_strdup(tok);
	free(copy);
	return (v);
}

/* free_strv - release split_addrs() */

static void
free_strv(char **v)
{
	char **p;

	for (p = v; p && *p; p++)
		free(*p);
	free(v);
}

/* GAME_OPT_CODE - getopt's code of a game option (game_long_opts) */
#define GAME_OPT_CODE 0x1000

/* game_long_opts - base options, then --opt and the options of every game */

static struct option *
game_long_opts(const struct option *base)
{
	const struct game_ops    *ops;
	const struct game_option *o;
	struct option            *v;
	size_t                    n = 0, nb, i, k;

	for (nb = 0; base[nb].name != NULL; nb++)
		;
	for (i = 0; (ops = game_at(i)) != NULL; i++)
		for (o = ops->options; o && o->name; o++)
			n++;
	v = pb_calloc(nb + n + 2, sizeof(*v));
	memcpy(v, base, nb * sizeof(*v));
	v[nb++] = (struct option) { "opt", required_argument, NULL, GAME_OPT_CODE - 1 };
	for (i = 0; (ops = game_at(i)) != NULL; i++)
		for (o = ops->options; o && o->name; o++) {
			for (k = 0; k < nb && strcmp(v[k].name, o->name) != 0; k++)
				;
			if (k == nb)
				v[nb++] = (struct option) { o->name, required_argument, NULL,
					GAME_OPT_CODE + (int)k };
		}
	return (v);
}

/* game_opt_take - a game option of getopt code c into options; 0: not one */

static int
game_opt_take(const struct option *v, int c, const char *arg, json_t *options)
{
	const char *eq;
	char       *name;

	if (c == GAME_OPT_CODE - 1) {
		if ((eq = strchr(arg, '=')) == NULL || eq == arg) {
			fprintf(stderr, "pbemctl: --opt takes NAME=VALUE\n");
			return (-1);
		}
		name = pb_strndup(arg, (size_t)(eq - arg));
		json_object_set_new(options, name, json_string(eq + 1));
		free(name);
		return (1);
	}
	if (c < GAME_OPT_CODE)
		return (0);
	json_object_set_new(options, v[c - GAME_OPT_CODE].name, json_string(arg));
	return (1);
}

/* cmd_game_new - create a game and mail its players */

static int
cmd_game_new(const char *conf, int argc, char **argv)
{
	static const struct option base[] = { { "players", required_argument, NULL, 'p' },
		{ "seed", required_argument, NULL, 's' },
		{ "pack", required_argument, NULL, 'k' }, { "set", required_argument, NULL, 'S' },
		{ "moderator", required_argument, NULL, 'M' }, { NULL, 0, NULL, 0 } };
	unsigned char  seed[32];
	struct pbemd  *p;
	struct pb_err  err;
	struct option *opts = game_long_opts(base);
	json_t        *options = json_object();
	char         **addrs = NULL;
	int64_t        id;
	int            c, t, n = 0, have_seed = 0;
	enum pb_rc     rc;

	while ((c = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		if ((t = game_opt_take(opts, c, optarg, options)) < 0)
			goto usage;
		else if (t > 0)
			continue;
		else if (c == 'p')
			addrs = split_addrs(optarg, &n);
		else if (c == 'k')
			json_object_set_new(options, "pack", json_string(optarg));
		else if (c == 'M')
			json_object_set_new(options, "moderator", json_string(optarg));
		else if (c == 'S' && strchr(optarg, '=') != NULL) {
			if (json_object_get(options, "time") == NULL)
				json_object_set_new(options, "time", json_object());
			*strchr(optarg, '=') = '\0';
			json_object_set_new(json_object_get(options, "time"), optarg,
			    json_string(optarg + strlen(optarg) + 1));
		} else if (c == 's' && pb_unhex(optarg, seed, sizeof(seed)) == 0)
			have_seed = 1;
		else if (c == 's') {
			fprintf(stderr, "pbemctl: --seed takes 64 hex digits\n");
			goto usage;
		} else
			goto usage;
	}
	free(opts);
	opts = NULL;
	if (optind + 1 != argc || addrs == NULL) {
		fprintf(stderr, "usage: pbemctl -c FILE game new KIND --players ADDR,ADDR,..."
		                " [--opt NAME=VALUE]...\n");
		goto usage;
	}
	p = open_ctx(conf);
	rc = gamectl_create(p, argv[optind], addrs, n, options, have_seed ? seed : NULL, &id, &err);
	if (rc == PB_OK)
		printf("%lld\n", (long long)id);
	json_decref(options);
	free_strv(addrs);
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));

usage:
	free(opts);
	json_decref(options);
	free_strv(addrs);
	return (EX_USAGE);
}

/* cmd_game_list - one line per game */

static int
cmd_game_list(const char *conf, int argc, char **argv)
{
	struct pbemd       *p = open_ctx(conf);
	struct store_game  *g;
	struct store_seat **seats;
	struct pb_err       err;
	int64_t            *ids = NULL;
	size_t              n = 0, i, ns;
	enum pb_rc          rc;

	(void)argc;
	(void)argv;
	rc = store_game_ids(p->st, &ids, &n, &err);
	printf("%-6s %-5s %-8s %6s  %s\n", "GAME", "KIND", "STATUS", "MOVES", "PLAYERS");
	for (i = 0; i < n && rc == PB_OK; i++) {
		if ((rc = store_game_get(p->st, ids[i], &g, &err)) != PB_OK)
			break;
		if ((rc = store_seat_list(p->st, ids[i], &seats, &ns, &err)) == PB_OK) {
			printf("%-6lld %-5s %-8s %6lld  %zu\n", (long long)g->id, g->kind,
			    g->status, (long long)g->seq, ns);
			store_seat_list_free(seats, ns);
		}
		store_game_free(g);
	}
	free(ids);
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* parse_id - a game id argument */

static int64_t
parse_id(const char *s)
{
	char     *end;
	long long v = strtoll(s, &end, 10);

	if (*s == '\0' || *end != '\0' || v < 1) {
		fprintf(stderr, "pbemctl: \"%s\" is not a game id\n", s);
		exit(EX_USAGE);
	}
	return ((int64_t)v);
}

/* show_view - print a view of game as text (template "show" of its
 * kind) or JSON */

static enum pb_rc
show_view(struct pbemd *p, int64_t game, json_t *view, int as_json, struct pb_err *err)
{
	const struct render *set;
	char                *out;
	enum pb_rc           rc;

	if (as_json) {
		out = json_dumps(view, JSON_INDENT(2) | JSON_SORT_KEYS);
		printf("%s\n", out);
		free(out);
		return (PB_OK);
	}
	if ((rc = pbemd_render_game(p, game, p->cf->locale, &set, err)) != PB_OK
	    || (rc = render_string(set, "{{>show}}", view, &out, err)) != PB_OK)
		return (rc);
	fputs(out, stdout);
	free(out);
	return (PB_OK);
}

/* cmd_game_show - a game as one seat, the public or the moderator sees it */

static int
cmd_game_show(const char *conf, int argc, char **argv)
{
	static const struct option opts[] = { { "seat", required_argument, NULL, 's' },
		{ "public", no_argument, NULL, 'p' }, { "omniscient", no_argument, NULL, 'o' },
		{ "json", no_argument, NULL, 'j' }, { NULL, 0, NULL, 0 } };
	struct pbemd              *p;
	struct gamectl            *g;
	struct pb_err              err;
	json_t                    *view;
	int                        c, seat = GAME_VIEW_ALL, as_json = 0;
	enum pb_rc                 rc;

	while ((c = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		if (c == 's')
			seat = atoi(optarg);
		else if (c == 'p')
			seat = GAME_VIEW_PUBLIC;
		else if (c == 'o')
			seat = GAME_VIEW_ALL;
		else if (c == 'j')
			as_json = 1;
		else
			return (EX_USAGE);
	}
	if (optind + 1 != argc)
		return (EX_USAGE);
	p = open_ctx(conf);
	if ((rc = gamectl_load(p, parse_id(argv[optind]), &g, &err)) == PB_OK) {
		if (seat != GAME_VIEW_ALL && (seat < 0 || (size_t)seat > g->nseats))
			rc = pb_err_set(&err, PB_EDATA, "game %lld has seats 1 to %zu",
			    (long long)g->row->id, g->nseats);
		else {
			view = g->ops->view(g->state, seat, as_json ? NULL : p->cf->locale);
			json_object_set_new(view, "mail",
			    json_pack("{s:I, s:s, s:s, s:i}", "game", (json_int_t)g->row->id,
			        "title", g->ops->title, "status", g->row->status, "seat", seat));
			rc = show_view(p, g->row->id, view, as_json, &err);
			json_decref(view);
		}
		gamectl_free(g);
	}
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* cmd_game_addresses - "game addresses ID": each seat's registered
 * address and its further ones ("also ADDRESS", held(3)) */

static int
cmd_game_addresses(const char *conf, int argc, char **argv)
{
	struct pbemd       *p;
	struct store_seat **seats = NULL;
	struct store_addr **addrs = NULL;
	struct pb_err       err;
	size_t              ns = 0, na = 0, i, k;
	int64_t             id;
	enum pb_rc          rc;

	if (argc != 2)
		return (EX_USAGE);
	id = parse_id(argv[1]);
	p = open_ctx(conf);
	if ((rc = store_seat_list(p->st, id, &seats, &ns, &err)) == PB_OK
	    && (rc = store_addr_list(p->st, id, &addrs, &na, &err)) == PB_OK)
		for (k = 0; k < ns; k++) {
			printf("%d\t%s\tregistered\n", seats[k]->seat, seats[k]->address);
			for (i = 0; i < na; i++)
				if (addrs[i]->seat == seats[k]->seat
				    && addrs[i]->epoch == seats[k]->token_epoch)
					printf("%d\t%s\t%s\n", seats[k]->seat, addrs[i]->address,
					    addrs[i]->confirmed ? "also" : "waiting");
		}
	store_addr_list_free(addrs, na);
	store_seat_list_free(seats, ns);
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* replay_view - "game replay ID --seat N | --public | --omniscient
 * [--move M] [--json]": the game as one reader saw it, from the log */

static int
replay_view(const char *conf, int64_t id, int seat, int64_t move, int as_json)
{
	struct pbemd *p = open_ctx(conf);
	struct pb_err err;
	json_t       *view;
	enum pb_rc    rc;

	if ((rc = gamectl_replay_view(p, id, seat, move, &view, &err)) == PB_OK) {
		rc = show_view(p, id, view, as_json, &err);
		json_decref(view);
	}
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* cmd_game_replay - rebuild from the log: a view, or compare */

static int
cmd_game_replay(const char *conf, int argc, char **argv)
{
	static const struct option opts[] = { { "seat", required_argument, NULL, 's' },
		{ "public", no_argument, NULL, 'p' }, { "omniscient", no_argument, NULL, 'o' },
		{ "move", required_argument, NULL, 'm' }, { "json", no_argument, NULL, 'j' },
		{ "verify", no_argument, NULL, 'v' }, { NULL, 0, NULL, 0 } };
	struct pbemd              *p;
	struct pb_err              err;
	char                      *report = NULL, *end;
	int                        c, id_at, seat = 0, view = 0, as_json = 0;
	long long                  move = -1;
	enum pb_rc                 rc;

	while ((c = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		if (c == 's')
			seat = atoi(optarg), view = 1;
		else if (c == 'p')
			seat = GAME_VIEW_PUBLIC, view = 1;
		else if (c == 'o')
			seat = GAME_VIEW_ALL, view = 1;
		else if (c == 'm' && ((move = strtoll(optarg, &end, 10)) < 0 || *end != '\0')) {
			fprintf(stderr, "pbemctl: --move takes a move number\n");
			return (EX_USAGE);
		} else if (c == 'j')
			as_json = 1;
		else if (c != 'v' && c != 'm')
			return (EX_USAGE);
	}
	if (optind + 1 != argc)
		return (EX_USAGE);
	id_at = optind;
	if (view || move >= 0)
		return (replay_view(
		    conf, parse_id(argv[id_at]), view ? seat : GAME_VIEW_PUBLIC, move, as_json));
	p = open_ctx(conf);
	rc = gamectl_replay(p, parse_id(argv[id_at]), &report, &err);
	if (report)
		printf("%s\n", report);
	free(report);
	pbemd_close(p);
	if (rc == PB_EDATA)
		return (1);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* cmd_game_export - the game as JSON */

static int
cmd_game_export(const char *conf, int argc, char **argv)
{
	struct pbemd *p;
	struct pb_err err;
	json_t       *o;
	char         *text;
	int           i, id_at = 0, addrs = 0;
	enum pb_rc    rc;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--addresses") == 0)
			addrs = 1;
		else if (strcmp(argv[i], "--json") != 0)
			id_at = i;
	}
	if (id_at == 0)
		return (EX_USAGE);
	p = open_ctx(conf);
	if ((rc = gamectl_export(p, parse_id(argv[id_at]), addrs, &o, &err)) == PB_OK) {
		text = json_dumps(o, JSON_INDENT(2) | JSON_SORT_KEYS);
		printf("%s\n", text);
		free(text);
		json_decref(o);
	}
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* read_stdin - all of standard input */

static char *
read_stdin(size_t *len)
{
	struct pb_buf b;
	char          chunk[8192];
	size_t        n;

	pb_buf_init(&b);
	while ((n = fread(chunk, 1, sizeof(chunk), stdin)) > 0)
		pb_buf_add(&b, chunk, n);
	*len = b.len;
	return (pb_buf_steal(&b));
}

/* cmd_mail_inject - a message into the inbox Maildir */

static int
cmd_mail_inject(const char *conf, int argc, char **argv)
{
	static const struct option opts[] = { { "from", required_argument, NULL, 'f' },
		{ "subject", required_argument, NULL, 's' }, { "raw", no_argument, NULL, 'r' },
		{ NULL, 0, NULL, 0 } };
	struct pb_config          *cf;
	struct pb_err              err;
	struct compose             c = { 0 };
	const char                *from = NULL, *subject = "", *dir;
	char                      *body, *msg, *msgid, *name = NULL;
	size_t                     len;
	int                        ch, raw = 0;
	enum pb_rc                 rc;

	while ((ch = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		if (ch == 'f')
			from = optarg;
		else if (ch == 's')
			subject = optarg;
		else if (ch == 'r')
			raw = 1;
		else
			return (EX_USAGE);
	}
	if ((from == NULL) == !raw || optind != argc) {
		fprintf(stderr,
		    "usage: pbemctl -c FILE mail inject --from ADDR [--subject S] < BODY\n"
		    "       pbemctl -c FILE mail inject --raw < MESSAGE\n");
		return (EX_USAGE);
	}
	if ((rc = config_load(conf, &cf, &err)) != PB_OK || (rc = config_check(cf, &err)) != PB_OK)
		return (fail(rc, &err));
	if ((dir = maildir_of(cf->inbox)) == NULL) {
		fprintf(stderr, "pbemctl: mail inject needs a maildir: inbox\n");
		config_free(cf);
		return (EX_CONFIG);
	}
	body = read_stdin(&len);
	if (raw) {
		msg = body;
		body = NULL;
	} else {
		msgid = pb_asprintf("inject.%lld.%d@pbemctl", (long long)pb_now(), (int)getpid());
		c.from = from;
		c.to = cf->address;
		c.subject = subject;
		c.message_id = msgid;
		c.date = pb_now();
		c.body = body;
		msg = compose_message(&c);
		free(msgid);
	}
	if ((rc = maildir_deliver(dir, msg, strlen(msg), &name, &err)) == PB_OK)
		printf("%s/new/%s\n", dir, name);
	free(name);
	free(msg);
	free(body);
	config_free(cf);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* mail_tries - the tries and, for a queued mail, when the next is due:
 * "2, next in 3m05s" */

static void
mail_tries(const struct store_out *o, int64_t now, char *buf, size_t len)
{
	int64_t wait = o->next_attempt - now;
	int     tries = o->attempts + (strcmp(o->state, "sent") == 0);

	if (strcmp(o->state, "queued") != 0)
		snprintf(buf, len, "%d", tries);
	else if (wait <= 0)
		snprintf(buf, len, "%d, next now", tries);
	else if (wait < 3600)
		snprintf(buf, len, "%d, next in %lldm%02llds", tries, (long long)wait / 60,
		    (long long)wait % 60);
	else
		snprintf(buf, len, "%d, next in %lldh%02lldm", tries, (long long)wait / 3600,
		    (long long)wait % 3600 / 60);
}

/* mail_id - an outbox id, "12" or "#12"; 0 if it is none */

static int64_t
mail_id(const char *s)
{
	char     *end;
	long long v;

	s += *s == '#';
	v = strtoll(s, &end, 10);
	return (*s != '\0' && *end == '\0' && v > 0 ? (int64_t)v : 0);
}

/* print_mail - one outbox row, decoded for reading */

static void
print_mail(const struct store_out *o, int full, int64_t now)
{
	struct mime_msg *m;
	struct pb_err    err;
	char             tries[64], column[80];
	const char      *error;

	/* A sent mail's old error is history (an older pbemd kept it). */
	error = strcmp(o->state, "sent") != 0 ? o->last_error : NULL;
	mail_tries(o, now, tries, sizeof(tries));
	if (mime_parse(o->message, strlen(o->message), &m, &err) != PB_OK) {
		printf("#%lld %s to %s: unreadable: %s\n", (long long)o->id, o->state, o->to_addr,
		    err.msg);
		return;
	}
	if (!full) {
		snprintf(column, sizeof(column), "tries %s", tries);
		printf("#%-5lld %-7s %-28s %-26s %s\n", (long long)o->id, o->state, o->to_addr,
		    column, m->subject);
		/* Why it waits or was given up, without --full. */
		if (error != NULL)
			printf("       error: %s\n", error);
	} else {
		/* The text as a reader's client shows it (mime(3) unflows it). */
		printf("==== #%lld %s%s%s\nTo: %s\nSubject: %s\nTries: %s\n\n%s\n",
		    (long long)o->id, o->state, error ? ": " : "", error ? error : "", o->to_addr,
		    m->subject, tries, m->text);
	}
	mime_msg_free(m);
}

/* outbox_requeue - --retry ID (id > 0) or --failed (id 0): due now */

static enum pb_rc
outbox_requeue(struct pbemd *p, int64_t id, struct pb_err *err)
{
	enum pb_rc rc;
	int        n = 0;

	if ((rc = store_out_requeue(p->st, id, pb_now(), &n, err)) != PB_OK)
		return (rc);
	if (id != 0)
		printf("#%lld requeued\n", (long long)id);
	else
		printf("%d failed mail%s requeued\n", n, n == 1 ? "" : "s");
	return (PB_OK);
}

/* outbox_usage - how to call mail outbox */

static int
outbox_usage(void)
{
	fprintf(stderr,
	    "usage: pbemctl -c FILE mail outbox [--to ADDR] [--full]"
	    " [--retry ID | --failed] [--flush]\n");
	return (EX_USAGE);
}

/* cmd_mail_outbox - what was queued and sent; requeue and send */

static int
cmd_mail_outbox(const char *conf, int argc, char **argv)
{
	static const struct option opts[] = { { "to", required_argument, NULL, 't' },
		{ "full", no_argument, NULL, 'f' }, { "flush", no_argument, NULL, 'F' },
		{ "retry", required_argument, NULL, 'r' }, { "failed", no_argument, NULL, 'a' },
		{ NULL, 0, NULL, 0 } };
	struct pbemd              *p;
	struct store_out         **rows = NULL;
	struct pb_err              err;
	const char                *to = NULL;
	size_t                     n = 0, i;
	int64_t                    retry = -1;
	int                        c, full = 0, flush = 0, sent, due;
	enum pb_rc                 rc = PB_OK;

	while ((c = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		if (c == 't')
			to = optarg;
		else if (c == 'f')
			full = 1;
		else if (c == 'F')
			flush = 1;
		else if (c == 'r' && retry == -1 && (retry = mail_id(optarg)) > 0)
			continue;
		else if (c == 'a' && retry == -1)
			retry = 0;
		else
			return (outbox_usage());
	}
	if (optind != argc)
		return (outbox_usage());
	p = open_ctx(conf);
	if (retry >= 0)
		rc = outbox_requeue(p, retry, &err);
	/* --flush by hand: every queued mail now, even one waiting for its
	 * next try (the operator says its cause is gone). */
	if (rc == PB_OK && flush && (rc = store_out_due_now(p->st, pb_now(), &due, &err)) == PB_OK
	    && (rc = flush_outbox(p, &sent, &err)) == PB_OK)
		printf("%d sent\n", sent);
	/* Requeued: the listing only with --to, --full or --flush. */
	if (rc == PB_OK && (retry < 0 || to != NULL || full || flush)
	    && (rc = store_out_list(p->st, to, &rows, &n, &err)) == PB_OK)
		for (i = 0; i < n; i++)
			print_mail(rows[i], full, pb_now());
	store_out_list_free(rows, n);
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* cmd_mail_inbox - every processed mail and its outcome */

static int
cmd_mail_inbox(const char *conf, int argc, char **argv)
{
	struct pbemd        *p;
	struct store_inbox **rows = NULL;
	struct pb_err        err;
	size_t               n = 0, i;
	enum pb_rc           rc;

	if (argc != 1) {
		fprintf(stderr, "usage: pbemctl -c FILE mail inbox\n");
		return (EX_USAGE);
	}
	(void)argv;
	p = open_ctx(conf);
	if ((rc = store_inbox_list(p->st, &rows, &n, &err)) == PB_OK)
		for (i = 0; i < n; i++)
			printf("#%-5lld %-15s game %-4lld seat %d  %s  %s%s%s%s%s%s\n",
			    (long long)rows[i]->id, rows[i]->status, (long long)rows[i]->game_id,
			    rows[i]->seat, rows[i]->from_addr ? rows[i]->from_addr : "(no From)",
			    rows[i]->message_id, rows[i]->note ? ": " : "",
			    rows[i]->note ? rows[i]->note : "", rows[i]->auth ? "  [auth: " : "",
			    rows[i]->auth ? rows[i]->auth : "", rows[i]->auth ? "]" : "");
	for (i = 0; i < n; i++)
		store_inbox_free(rows[i]);
	free(rows);
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* cmd_mail_bounces - the bounces recorded, of a game or all */

static int
cmd_mail_bounces(const char *conf, int argc, char **argv)
{
	struct pbemd         *p;
	struct store_bounce **rows = NULL;
	struct pb_err         err;
	int64_t               game = 0;
	size_t                n = 0, i;
	enum pb_rc            rc;

	if (argc > 2) {
		fprintf(stderr, "usage: pbemctl -c FILE mail bounces [GAME]\n");
		return (EX_USAGE);
	}
	if (argc == 2)
		game = parse_id(argv[1]);
	p = open_ctx(conf);
	if ((rc = store_bounce_list(p->st, game, &rows, &n, &err)) == PB_OK)
		for (i = 0; i < n; i++)
			printf("game %-4lld seat %d  %s  %s  %s\n", (long long)rows[i]->game_id,
			    rows[i]->seat, rows[i]->address,
			    rows[i]->status ? rows[i]->status : "-",
			    rows[i]->diagnostic ? rows[i]->diagnostic : "");
	store_bounce_list_free(rows, n);
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* cmd_pack_check - validate a content pack directory */

static int
cmd_pack_check(const char *conf, int argc, char **argv)
{
	const struct game_ops *ops;
	struct pb_config      *cf = NULL;
	struct pb_err          err;
	json_t                *summary;
	char                  *text = NULL, *dir, *out;
	enum pb_rc             rc;

	if (argc < 2 || argc > 3 || (ops = game_find(argv[1])) == NULL) {
		fprintf(stderr, "usage: pbemctl -c FILE pack check KIND [DIR]\n");
		return (EX_USAGE);
	}
	if (argc == 3)
		dir = pb_strdup(argv[2]);
	else if ((rc = config_load(conf, &cf, &err)) == PB_OK)
		dir = pb_asprintf("%s/%s", cf->content, ops->kind);
	else
		return (fail(rc, &err));
	if ((rc = pack_read_dir(dir, &text, &err)) == PB_OK) {
		if ((summary = game_pack_check(ops, text, &err)) == NULL)
			rc = err.rc;
		else {
			out = json_dumps(summary, JSON_INDENT(2));
			printf("%s: valid\n%s\n", dir, out);
			free(out);
			json_decref(summary);
		}
	}
	free(text);
	free(dir);
	config_free(cf);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* cmd_game_mod - a moderator's command (moderate(3)): "game VERB ID ARGS" */

static int
cmd_game_mod(const char *conf, int argc, char **argv)
{
	struct pbemd *p;
	struct pb_err err;
	struct pb_buf line;
	char         *text = NULL;
	int           i;
	enum pb_rc    rc;

	if (argc < 2) {
		fprintf(stderr, "usage: pbemctl -c FILE game %s ID ...\n", argv[0]);
		return (EX_USAGE);
	}
	pb_buf_init(&line);
	pb_buf_puts(&line, argv[0]);
	for (i = 2; i < argc; i++)
		pb_buf_printf(&line, " %s", argv[i]);
	p = open_ctx(conf);
	if ((rc = moderate_run(p, parse_id(argv[1]), line.s, &text, &err)) == PB_OK)
		printf("%s\n", text);
	free(text);
	pb_buf_free(&line);
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* cmd_game_kinds - the games this build knows, their options and decisions */

static int
cmd_game_kinds(const char *conf, int argc, char **argv)
{
	static const char *const types[] = { "text", "number", "yes|no", "list" };
	const struct game_ops      *ops;
	const struct game_option   *o;
	const struct game_decision *d;
	size_t                      i;
	int                         found = 0;

	(void)conf;
	if (argc > 2) {
		fprintf(stderr, "usage: pbemctl game kinds [KIND]\n");
		return (EX_USAGE);
	}
	for (i = 0; (ops = game_at(i)) != NULL; i++) {
		if (argc == 2 && strcmp(argv[1], ops->kind) != 0)
			continue;
		found = 1;
		printf("%s\t%s, %d to %d players\n", ops->kind, ops->title, ops->min_seats,
		    ops->max_seats);
		for (o = ops->options; o && o->name; o++)
			printf("  option   --opt %s=%s\t(%s; default %s) %s\n", o->name,
			    o->allowed ? o->allowed : types[o->type], types[o->type],
			    o->dflt ? o->dflt : "none", o->help);
		for (d = ops->decisions; d && d->kind; d++)
			printf("  decision %s\t%dh by default (set deadline.%s; en \"%s\", it \"%s\","
			       " es \"%s\")\n",
			    d->kind, d->hours, d->kind, d->name[0], d->name[1], d->name[2]);
	}
	if (!found) {
		fprintf(stderr, "pbemctl: no game \"%s\"\n", argv[1]);
		return (EX_DATAERR);
	}
	return (EX_OK);
}

/* cmd_game_open - a game open for joining by mail (JOIN) */

static int
cmd_game_open(const char *conf, int argc, char **argv)
{
	static const struct option base[] = { { "max", required_argument, NULL, 'm' },
		{ "seed", required_argument, NULL, 's' },
		{ "set", required_argument, NULL, 'S' },
		{ "moderator", required_argument, NULL, 'M' }, { NULL, 0, NULL, 0 } };
	unsigned char  seed[32];
	struct pbemd  *p;
	struct pb_err  err;
	struct option *opts = game_long_opts(base);
	json_t        *options = json_object(), *time = json_object();
	int64_t        id;
	int            c, t, max = 0, have_seed = 0;
	char          *eq;
	enum pb_rc     rc;

	while ((c = getopt_long(argc, argv, "", opts, NULL)) != -1) {
		if ((t = game_opt_take(opts, c, optarg, options)) > 0)
			continue;
		else if (t == 0 && c == 'm')
			max = atoi(optarg);
		else if (t == 0 && c == 'M')
			json_object_set_new(options, "moderator", json_string(optarg));
		else if (t == 0 && c == 'S' && (eq = strchr(optarg, '=')) != NULL) {
			*eq = '\0';
			json_object_set_new(time, optarg, json_string(eq + 1));
		} else if (t == 0 && c == 's' && pb_unhex(optarg, seed, sizeof(seed)) == 0)
			have_seed = 1;
		else {
			free(opts);
			json_decref(options);
			json_decref(time);
			return (EX_USAGE);
		}
	}
	free(opts);
	if (optind + 1 != argc) {
		fprintf(
		    stderr, "usage: pbemctl -c FILE game open KIND [--max N] [--set KEY=VALUE]\n");
		json_decref(options);
		json_decref(time);
		return (EX_USAGE);
	}
	json_object_set_new(options, "time", time);
	p = open_ctx(conf);
	rc = gamectl_open(p, argv[optind], options, max, have_seed ? seed : NULL, &id, &err);
	if (rc == PB_OK)
		printf("%lld\n", (long long)id);
	json_decref(options);
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* cmd_game_policy - show or set a game's policy (announced to all) */

static int
cmd_game_policy(const char *conf, int argc, char **argv)
{
	struct pb_policy pol;
	struct pbemd    *p;
	struct gamectl  *g = NULL;
	struct pb_err    err;
	json_t          *o;
	char            *text, *eq;
	enum pb_rc       rc;
	int              i;

	if (argc < 2)
		return (EX_USAGE);
	p = open_ctx(conf);
	if ((rc = store_begin(p->st, &err)) != PB_OK)
		goto out;
	rc = gamectl_load(p, parse_id(argv[1]), &g, &err);
	for (i = 2; i < argc && rc == PB_OK; i++) {
		if ((eq = strchr(argv[i], '=')) == NULL) {
			rc = pb_err_set(&err, PB_EDATA, "write KEY=VALUE, not \"%s\" (keys: %s)",
			    argv[i], policy_keys());
			break;
		}
		*eq = '\0';
		rc = policy_set(p, g, argv[i], eq + 1, &err);
	}
	if (rc == PB_OK)
		rc = store_commit(p->st, &err);
	if (rc != PB_OK)
		store_rollback(p->st);
	if (rc == PB_OK && (rc = policy_load(p, g->row->id, &pol, &err)) == PB_OK) {
		o = policy_json(&pol);
		json_object_del(o, "anonymous_allowed");
		json_object_del(o, "anonymous_always");
		text = json_dumps(o, JSON_INDENT(2) | JSON_SORT_KEYS);
		printf("%s\n", text);
		free(text);
		json_decref(o);
	}
out:
	gamectl_free(g);
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* cmd_moderator_token - the server moderator's token; --new revokes the old */

static int
cmd_moderator_token(const char *conf, int argc, char **argv)
{
	struct pbemd *p;
	struct pb_err err;
	char         *tok = NULL;
	int           fresh = argc > 1 && strcmp(argv[1], "--new") == 0;
	enum pb_rc    rc;

	if (argc > 2 || (argc == 2 && !fresh))
		return (EX_USAGE);
	p = open_ctx(conf);
	if ((rc = store_begin(p->st, &err)) == PB_OK) {
		if ((rc = moderate_server_token(p, fresh, &tok, &err)) == PB_OK)
			rc = store_commit(p->st, &err);
		else
			store_rollback(p->st);
	}
	if (rc == PB_OK) {
		printf("%s\n", tok);
		if (p->cf->moderator == NULL)
			fprintf(stderr,
			    "pbemctl: no [pbemd] moderator is set: mails with this token"
			    " are ignored until one is\n");
	}
	free(tok);
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* cmd_clock_run - one pass of the clock (cron, tests) */

static int
cmd_clock_run(const char *conf, int argc, char **argv)
{
	struct pbemd *p;
	struct pb_err err;
	int           acted = 0, sent = 0, flush = argc > 1 && strcmp(argv[1], "--flush") == 0;
	enum pb_rc    rc;

	(void)argv;
	p = open_ctx(conf);
	if ((rc = deadline_pass(p, &acted, &err)) == PB_OK)
		printf("clock: %d game%s acted on\n", acted, acted == 1 ? "" : "s");
	if (rc == PB_OK && flush && (rc = flush_outbox(p, &sent, &err)) == PB_OK)
		printf("%d sent\n", sent);
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* player_row - one row of a player's data, as JSON */

static enum pb_rc
player_row(
    const char *table, int ncol, const char *const *names, const char *const *values, void *arg)
{
	json_t *o = json_object(), *rows;
	int     i;

	for (i = 0; i < ncol; i++)
		json_object_set_new(o, names[i], values[i] ? json_string(values[i]) : json_null());
	if ((rows = json_object_get(arg, table)) == NULL)
		json_object_set_new(arg, table, rows = json_array());
	json_array_append_new(rows, o);
	return (PB_OK);
}

/* cmd_player_export - everything the store holds about an address */

static int
cmd_player_export(const char *conf, int argc, char **argv)
{
	struct pbemd *p;
	struct pb_err err;
	json_t       *o;
	char         *addr, *text;
	enum pb_rc    rc;

	if (argc != 2)
		return (EX_USAGE);
	addr = pb_strdup(argv[1]);
	pb_strlower(addr);
	p = open_ctx(conf);
	o = json_pack("{s:s, s:s}", "format", "pbemd-player-1", "address", addr);
	if ((rc = store_address_each(p->st, addr, player_row, o, &err)) == PB_OK) {
		text = json_dumps(o, JSON_INDENT(2) | JSON_SORT_KEYS);
		printf("%s\n", text);
		free(text);
	}
	json_decref(o);
	free(addr);
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* playing - a game not ended where addr holds a seat, or 0 */

static int64_t
playing(struct pbemd *p, const char *addr, struct pb_err *err)
{
	struct store_game *g;
	int64_t           *ids = NULL, id = 0;
	size_t             n = 0, i;

	if (store_seat_games(p->st, addr, &ids, &n, err) != PB_OK)
		return (0);
	for (i = 0; i < n && id == 0; i++)
		if (store_game_get(p->st, ids[i], &g, err) == PB_OK) {
			if (strcmp(g->status, "ended") != 0)
				id = ids[i];
			store_game_free(g);
		}
	free(ids);
	return (id);
}

/* cmd_player_forget - remove an address, keeping every hash chain */

static int
cmd_player_forget(const char *conf, int argc, char **argv)
{
	struct pbemd *p;
	struct pb_err err;
	char         *addr;
	int64_t       game;
	int           force = argc == 3 && strcmp(argv[2], "--force") == 0, rows = 0;
	enum pb_rc    rc = PB_OK;

	if (argc != 2 && !force)
		return (EX_USAGE);
	addr = pb_strdup(argv[1]);
	pb_strlower(addr);
	p = open_ctx(conf);
	if (!force && (game = playing(p, addr, &err)) != 0)
		rc = pb_err_set(&err, PB_EPERM,
		    "%s plays game %lld, which has not ended: forgetting it would stop that "
		    "seat's mail; end the game, or replace the player, first (or use --force)",
		    addr, (long long)game);
	else if ((rc = store_address_forget(p->st, addr, &rows, &err)) == PB_OK)
		printf("%s: forgotten (%d rows changed); every game still verifies\n", addr, rows);
	free(addr);
	pbemd_close(p);
	return (rc == PB_OK ? EX_OK : fail(rc, &err));
}

/* utc - a time as ISO 8601 in UTC, into buf */

static const char *
utc(int64_t t, char *buf, size_t len)
{
	time_t    tt = (time_t)t;
	struct tm tm;

	if (t <= 0 || gmtime_r(&tt, &tm) == NULL)
		snprintf(buf, len, "never");
	else
		strftime(buf, len, "%Y-%m-%dT%H:%M:%SZ", &tm);
	return (buf);
}

/* status_health - 0 healthy, 1 no daemon, 2 a daemon with trouble */

static int
status_health(const struct daemon_status *ds)
{
	if (!ds->running)
		return (1);
	return (ds->failed > 0 || !ds->last_pass_ok ? 2 : 0);
}

/* status_json - pbemctl status --json */

static void
status_json(const struct daemon_status *ds, int64_t now)
{
	char    at[32], pass[32], next[32];
	json_t *o;
	char   *out;

	o = json_pack("{s:s, s:b, s:I, s:s, s:s, s:I, s:b, s:I, s:I, s:I, s:I, s:i}", "now",
	    utc(now, at, sizeof(at)), "running", ds->running, "pid", (json_int_t)ds->pid,
	    "started", utc(ds->started, next, sizeof(next)), "last_pass",
	    utc(ds->last_pass, pass, sizeof(pass)), "last_pass_age",
	    (json_int_t)(ds->last_pass > 0 ? now - ds->last_pass : -1), "last_pass_ok",
	    ds->last_pass_ok, "inbox", (json_int_t)ds->inbox, "outbox_queued",
	    (json_int_t)ds->queued, "outbox_failed", (json_int_t)ds->failed, "bounces_day",
	    (json_int_t)ds->bounces, "health", status_health(ds));
	if (ds->next_deadline > 0)
		json_object_set_new(o, "next_deadline",
		    json_pack("{s:s, s:I, s:i, s:s}", "at", utc(ds->next_deadline, next, sizeof(next)),
		        "game", (json_int_t)ds->next_game, "seat", ds->next_seat, "kind",
		        ds->next_kind));
	else
		json_object_set_new(o, "next_deadline", json_null());
	out = json_dumps(o, JSON_INDENT(2));
	printf("%s\n", out);
	free(out);
	json_decref(o);
}

/* status_text - pbemctl status */

static void
status_text(const struct daemon_status *ds, int64_t now)
{
	char at[32];

	if (ds->running)
		printf("daemon:        running, pid %ld, since %s\n", (long)ds->pid,
		    utc(ds->started, at, sizeof(at)));
	else
		printf("daemon:        not running\n");
	if (ds->last_pass > 0)
		printf("last pass:     %s (%llds ago)%s\n", utc(ds->last_pass, at, sizeof(at)),
		    (long long)(now - ds->last_pass), ds->last_pass_ok ? "" : ", with an error: see the log");
	else
		printf("last pass:     never\n");
	if (ds->inbox >= 0)
		printf("inbox:         %d waiting\n", ds->inbox);
	else
		printf("inbox:         not counted (a mail server's; the daemon reads it)\n");
	printf("outbox:        %d queued, %d failed%s\n", ds->queued, ds->failed,
	    ds->failed > 0 ? " (pbemctl mail outbox; --retry ID or --failed requeues)" : "");
	if (ds->next_deadline > 0)
		printf("next deadline: %s, game %lld seat %d (%s)\n",
		    utc(ds->next_deadline, at, sizeof(at)), (long long)ds->next_game, ds->next_seat,
		    ds->next_kind);
	else
		printf("next deadline: none\n");
	printf("bounces:       %d in the last day\n", ds->bounces);
}

/* cmd_status - is the daemon running, and how is its mail */

static int
cmd_status(const char *conf, int argc, char **argv)
{
	struct daemon_status ds;
	struct pbemd        *p;
	struct pb_err        err;
	enum pb_rc           rc;
	int64_t              now = pb_now();
	int                  as_json = argc == 2 && strcmp(argv[1], "--json") == 0;

	if (argc > 2 || (argc == 2 && !as_json)) {
		fprintf(stderr, "usage: pbemctl -c FILE status [--json]\n");
		return (EX_USAGE);
	}
	p = open_ctx(conf);
	if ((rc = daemon_status(p, now, &ds, &err)) != PB_OK) {
		pbemd_close(p);
		return (fail(rc, &err));
	}
	if (as_json)
		status_json(&ds, now);
	else
		status_text(&ds, now);
	pbemd_close(p);
	return (status_health(&ds));
}

static const struct cmd cmds[] = {
	{ "init", NULL, cmd_init, "init" },
	{ "status", NULL, cmd_status, "status [--json]" },
	{ "game", "new", cmd_game_new,
	    "game new KIND --players ADDR[:ZONE[:LANG]],... [--opt NAME=VALUE ...]"
	    " [--seed HEX] [--pack DIR] [--moderator ADDR] [--set KEY=VALUE ...]" },
	{ "game", "kinds", cmd_game_kinds, "game kinds [KIND]" },
	{ "game", "list", cmd_game_list, "game list" },
	{ "game", "show", cmd_game_show,
	    "game show ID [--seat N | --public | --omniscient] [--json]" },
	{ "game", "replay", cmd_game_replay,
	    "game replay ID [--verify] | ID --seat N|--public|--omniscient [--move M] [--json]" },
	{ "game", "addresses", cmd_game_addresses, "game addresses ID" },
	{ "game", "policy", cmd_game_policy, "game policy ID [KEY=VALUE ...]" },
	{ "player", "export", cmd_player_export, "player export ADDRESS" },
	{ "player", "forget", cmd_player_forget, "player forget ADDRESS [--force]" },
	{ "game", "verify", cmd_game_replay, "game verify ID" },
	{ "game", "export", cmd_game_export, "game export ID --json [--addresses]" },
	{ "mail", "inject", cmd_mail_inject,
	    "mail inject --from ADDR [--subject S] < BODY | --raw < MSG" },
	{ "mail", "outbox", cmd_mail_outbox,
	    "mail outbox [--to ADDR] [--full] [--retry ID | --failed] [--flush]" },
	{ "mail", "inbox", cmd_mail_inbox, "mail inbox" },
	{ "mail", "bounces", cmd_mail_bounces, "mail bounces [GAME]" },
	{ "pack", "check", cmd_pack_check, "pack check KIND [DIR]" },
	{ "game", "open", cmd_game_open,
	    "game open KIND [--max N] [--opt NAME=VALUE ...] [--seed HEX] [--moderator ADDR]"
	    " [--set KEY=VALUE ...]" },
	{ "game", "start", cmd_game_mod, "game start ID" },
	{ "game", "pause", cmd_game_mod, "game pause ID" },
	{ "game", "resume", cmd_game_mod, "game resume ID" },
	{ "game", "extend", cmd_game_mod, "game extend ID SEAT|all DURATION" },
	{ "game", "replace", cmd_game_mod, "game replace ID SEAT ADDR[:ZONE[:LANG]]" },
	{ "game", "remove", cmd_game_mod, "game remove ID SEAT" },
	{ "game", "undo", cmd_game_mod, "game undo ID MOVE" },
	{ "game", "force", cmd_game_mod, "game force ID SEAT" },
	{ "game", "end", cmd_game_mod, "game end ID [WINNER]" },
	{ "game", "set", cmd_game_mod, "game set ID KEY VALUE" },
	{ "game", "token", cmd_game_mod, "game token ID" },
	{ "clock", "run", cmd_clock_run, "clock run [--flush]" },
	{ "moderator", "token", cmd_moderator_token, "moderator token [--new]" },
};

/* commands - the usage line of every command, to fp */

static void
commands(FILE *fp)
{
	size_t i;

	fprintf(fp, "usage: pbemctl -c FILE COMMAND\n       pbemctl --help | --version\n"
	            "commands:\n");
	for (i = 0; i < PB_NELEM(cmds); i++)
		fprintf(fp, "  %s\n", cmds[i].usage);
}

/* usage - every command, on stderr */

static int
usage(void)
{
	commands(stderr);
	return (EX_USAGE);
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = { { "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' }, { NULL, 0, NULL, 0 } };
	const char *conf = NULL;
	size_t      i;
	int         c, words;

	/* Every file pbemctl creates is its owner's alone (pbemd(8), FILES). */
	umask(077);
	pb_progname = "pbemctl";
	while ((c = getopt_long(argc, argv, "+c:", longopts, NULL)) != -1) {
		if (c == 'c')
			conf = optarg;
		else if (c == 'h') {
			commands(stdout);
			printf("\nSee pbemctl(1).\n");
			return (EX_OK);
		} else if (c == 'V') {
			printf("pbemctl %s\n", PACKAGE_VERSION);
			return (EX_OK);
		} else
			return (usage());
	}
	if (conf == NULL || optind >= argc)
		return (usage());
	for (i = 0; i < PB_NELEM(cmds); i++) {
		if (strcmp(argv[optind], cmds[i].w1) != 0)
			continue;
		words = cmds[i].w2 ? 2 : 1;
		if (words == 2 && (optind + 1 >= argc || strcmp(argv[optind + 1], cmds[i].w2) != 0))
			continue;
		/* Let the command's own getopt start after its words. */
		argv += optind + words - 1;
		argc -= optind + words - 1;
		optind = 0; /* glibc: reinitialise getopt */
		return (cmds[i].fn(conf, argc, argv));
	}
	return (usage());
}
