/*++
/* NAME
/*	check_authres 1
/* SUMMARY
/*	Authentication-Results fields (RFC 8601): parser and trust
/* SYNOPSIS
/*	tests/check_authres
/* DESCRIPTION
/*	Unit tests of authres(3).  Test ids:
/*
/*	authres-1.N	authres_parse() on one field body (table parse_cases:
/*			the examples of RFC 8601 appendix B, comments,
/*			quoted strings, folding, versions, other methods):
/*			the summary is exactly the one given.
/*	authres-2.N	garbage (table bad_cases): PB_EDATA, nothing leaks.
/*	authres-3.1	authres_read(): only the trusted authserv-id counts,
/*			in any case; a forged field below is ignored.
/*	authres-3.2	per method, the topmost trusted field reporting it
/*			wins over a lower one (one field per checker).
/*	authres-3.3	no trusted field, an unset authserv-id: NULL.
/*	authres-3.4	a trusted field that does not parse ends the search:
/*			the forged ones below it are not read.
/*	authres-3.5	the header section ends at the empty line: a field
/*			in the body is not read; CRLF line ends.
/*	authres-4.N	authres_pass() (table pass_cases): dkim covers the
/*			domain and its subdomains, dmarc only the domain.
/* SEE ALSO
/*	src/mail/authres.c
/*--*/

/* System. */
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>

/* pbemd-wide. */
#include "core/pb.h"
#include "mail/authres.h"

/* Local. */
#include "testrun.h"

/*
  * One field body and its summary.
  */
static const struct parse_case {
	const char *label;
	const char *value;
	const char *id;
	const char *summary;
} parse_cases[] = {
	/* authres-1.1..: RFC 8601 appendix B */
	{ "B.2 none", " example.org 1; none", "example.org", "none" },
	{ "B.3 spf", " example.com;\r\n          spf=pass smtp.mailfrom=example.net", "example.com",
	    "spf=pass(example.net)" },
	{ "B.4 auth and spf",
	    " example.com;\n          auth=pass (cram-md5) smtp.auth=sender@example.net;\n"
	    "          spf=pass smtp.mailfrom=example.net",
	    "example.com", "spf=pass(example.net)" },
	{ "B.5 sender-id and dkim",
	    " example.com;\n          sender-id=fail header.from=example.com;\n"
	    "          dkim=pass (good signature) header.d=example.com",
	    "example.com", "dkim=pass(example.com)" },
	{ "B.6 dkim two signatures",
	    " mail-router.example.net;\n          dkim=pass (good signature) header.d=newyork.example.com\n"
	    "                header.b=oINEO8hg;\n          dkim=fail (bad signature) "
	    "header.d=newyork.example.com\n                header.b=EToRSuvU",
	    "mail-router.example.net", "dkim=pass(newyork.example.com) dkim=fail(newyork.example.com)" },
	{ "B.6 header.i only", " example.net; dkim=pass header.i=@mail.example.org",
	    "example.net", "dkim=pass(mail.example.org)" },
	{ "header.d before header.i", " mx.example.net; dkim=pass header.i=joe@a.example.org header.d=example.org",
	    "mx.example.net", "dkim=pass(example.org)" },
	{ "opendmarc", " mx.example.net; dmarc=pass (p=none dis=none) header.from=Example.ORG",
	    "mx.example.net", "dmarc=pass(example.org)" },
	{ "everything, versions, policy",
	    " mx.example.net 1;\n\tdkim/1=pass header.d=example.org header.s=sel header.b=\"abc/de+f\";\n"
	    "\tspf=softfail smtp.mailfrom=\"joe smith\"@Example.Org smtp.helo=mail.example.org;\n"
	    "\tdmarc=fail reason=\"p=reject; sp=none\" policy.dmarc=reject header.from=example.org;\n"
	    "\tarc=none",
	    "mx.example.net", "dkim=pass(example.org) spf=softfail(example.org) dmarc=fail(example.org) arc=none" },
	{ "comments everywhere", " (front) mx.example.net (the (nested) id) ; (x) dkim (m) = (r) pass "
	    "(ok) header (p) . (q) d (r) = (s) example.org (t)",
	    "mx.example.net", "dkim=pass(example.org)" },
	{ "quoted id", " \"mx.example.net\"; spf=none smtp.mailfrom=@example.org", "mx.example.net",
	    "spf=none(example.org)" },
	{ "upper case", " MX.Example.NET; DKIM=PASS Header.D=EXAMPLE.org", "MX.Example.NET",
	    "dkim=pass(example.org)" },
	{ "trailing semicolon", " mx.example.net; dkim=pass header.d=example.org;", "mx.example.net",
	    "dkim=pass(example.org)" },
	{ "other methods only", " mx.example.net; iprev=pass policy.iprev=192.0.2.1; x-foo=bar",
	    "mx.example.net", "none" },
	{ "odd domain dropped", " mx.example.net; dkim=pass header.d=\"exa mple.org\"", "mx.example.net",
	    "dkim=pass" },
};

/*
  * Field bodies off the grammar.
  */
static const struct bad_case {
	const char *label;
	const char *value;
} bad_cases[] = {
	{ "empty", "" },
	{ "only space", "   \r\n " },
	{ "no semicolon", " mx.example.net dkim=pass" },
	{ "no result", " mx.example.net; dkim" },
	{ "no result after =", " mx.example.net; dkim=" },
	{ "comment open", " mx.example.net; dkim=pass (good" },
	{ "comment open in id", " (mx.example.net; dkim=pass" },
	{ "quote open", " mx.example.net; dkim=pass header.d=\"example.org" },
	{ "property without =", " mx.example.net; dkim=pass header.d example.org" },
	{ "ptype without property", " mx.example.net; dkim=pass header.=x" },
	{ "bare word", " mx.example.net; dkim=pass junk" },
	{ "long keyword",
	    " mx.example.net; dkimdkimdkimdkimdkimdkimdkimdkimdkimdkimdkimdkimdkimdkimdkimdkimdkim=pass" },
	{ "binary", " mx.example.net; \x01\x02=pass" },
	{ "semicolon only id", ";" },
};

/*
  * Whether a result covers a From domain.
  */
static const struct pass_case {
	const char *label;
	const char *value;
	const char *method;
	const char *domain;
	int         pass;
} pass_cases[] = {
	{ "dkim same", "m; dkim=pass header.d=example.org", "dkim", "example.org", 1 },
	{ "dkim parent", "m; dkim=pass header.d=example.org", "dkim", "mail.example.org", 1 },
	{ "dkim child", "m; dkim=pass header.d=mail.example.org", "dkim", "example.org", 0 },
	{ "dkim suffix not parent", "m; dkim=pass header.d=example.org", "dkim", "badexample.org", 0 },
	{ "dkim tld", "m; dkim=pass header.d=org", "dkim", "example.org", 0 },
	{ "dkim fail", "m; dkim=fail header.d=example.org", "dkim", "example.org", 0 },
	{ "dkim other domain", "m; dkim=pass header.d=evil.example", "dkim", "example.org", 0 },
	{ "dkim second signature",
	    "m; dkim=pass header.d=evil.example; dkim=pass header.d=example.org", "dkim",
	    "example.org", 1 },
	{ "dkim no domain", "m; dkim=pass", "dkim", "example.org", 0 },
	{ "dmarc same", "m; dmarc=pass header.from=example.org", "dmarc", "example.org", 1 },
	{ "dmarc parent", "m; dmarc=pass header.from=example.org", "dmarc", "mail.example.org", 0 },
	{ "dmarc fail", "m; dmarc=fail header.from=example.org", "dmarc", "example.org", 0 },
	{ "dmarc for dkim", "m; dmarc=pass header.from=example.org", "dkim", "example.org", 0 },
	{ "spf same", "m; spf=pass smtp.mailfrom=a@example.org", "spf", "example.org", 1 },
	{ "empty domain", "m; dkim=pass header.d=example.org", "dkim", "", 0 },
};

/* test_parse - authres-1.N */

START_TEST(test_parse)
{
	const struct parse_case *c = &parse_cases[_i];
	struct authres          *ar = NULL;
	struct pb_err            err;
	char                    *s;

	ck_assert_msg(authres_parse(c->value, &ar, &err) == PB_OK, "authres-1.%d %s: %s", _i + 1,
	    c->label, err.msg);
	ck_assert_str_eq(ar->authserv_id, c->id);
	s = authres_summary(ar);
	ck_assert_msg(strcmp(s, c->summary) == 0, "authres-1.%d %s: \"%s\", not \"%s\"", _i + 1,
	    c->label, s, c->summary);
	free(s);
	authres_free(ar);
}
END_TEST

/* test_bad - authres-2.N */

START_TEST(test_bad)
{
	const struct bad_case *c = &bad_cases[_i];
	struct authres        *ar = NULL;
	struct pb_err          err;

	ck_assert_msg(authres_parse(c->value, &ar, &err) == PB_EDATA && ar == NULL,
	    "authres-2.%d %s: parsed", _i + 1, c->label);
}
END_TEST

/* read_summary - authres_read() of raw, as its summary ("NULL" for none) */

static char *
read_summary(const char *raw, const char *id)
{
	struct authres *ar = authres_read(raw, strlen(raw), id);
	char           *s = ar ? authres_summary(ar) : pb_strdup("NULL");

	authres_free(ar);
	return (s);
}

#define TRUSTED "Authentication-Results: mx.pbem.example;\n dkim=pass header.d=example.org;\n dmarc=pass header.from=example.org\n"
#define FORGED "Authentication-Results: mx.pbem.example; dkim=pass header.d=evil.example\n"
#define OTHER "Authentication-Results: mx.evil.example; dmarc=pass header.from=example.org\n"

/* test_read - authres-3.1 .. authres-3.5 */

START_TEST(test_read)
{
	static const struct {
		const char *label, *raw, *id, *want;
	} t[] = {
		{ "3.1 untrusted ignored", OTHER "From: a@example.org\n" TRUSTED "Subject: x\n\nbody\n",
		    "MX.PBEM.example", "dkim=pass(example.org) dmarc=pass(example.org)" },
		{ "3.1 untrusted only", OTHER "Subject: x\n\n", "mx.pbem.example", "NULL" },
		{ "3.2 topmost", "Received: x\n" TRUSTED FORGED "Subject: x\n\n", "mx.pbem.example",
		    "dkim=pass(example.org) dmarc=pass(example.org)" },
		{ "3.2 topmost forged", FORGED TRUSTED "\n", "mx.pbem.example",
		    "dkim=pass(evil.example) dmarc=pass(example.org)" },
		{ "3.2 per method: one field per checker, a forged pass below",
		    "Authentication-Results: mx.pbem.example; dmarc=fail header.from=example.org\n"
		    "Authentication-Results: mx.pbem.example; spf=none smtp.mailfrom=evil.example\n"
		    "Authentication-Results: mx.pbem.example; dkim=none\n"
		    "Authentication-Results: mx.pbem.example; dkim=pass header.d=example.org;"
		    " dmarc=pass header.from=example.org; arc=pass\n\n",
		    "mx.pbem.example", "dmarc=fail(example.org) spf=none(evil.example) dkim=none arc=pass" },
		{ "3.2 none hides nothing", "Authentication-Results: mx.pbem.example; none\n" TRUSTED "\n",
		    "mx.pbem.example", "dkim=pass(example.org) dmarc=pass(example.org)" },
		{ "3.3 unset id", TRUSTED "\n", NULL, "NULL" },
		{ "3.3 empty id", TRUSTED "\n", "", "NULL" },
		{ "3.3 no field", "From: a@example.org\n\nbody\n", "mx.pbem.example", "NULL" },
		{ "3.3 prefix of the name", "Authentication-Results-X: mx.pbem.example; dkim=pass header.d=a.b\n\n",
		    "mx.pbem.example", "NULL" },
		{ "3.4 trusted garbage", "Authentication-Results: mx.pbem.example; dkim\n" TRUSTED "\n",
		    "mx.pbem.example", "NULL" },
		{ "3.4 trusted garbage below a field", "Authentication-Results: mx.pbem.example; spf=fail\n"
		    "Authentication-Results: mx.pbem.example; dkim\n" TRUSTED "\n",
		    "mx.pbem.example", "spf=fail" },
		{ "3.5 body", "From: a@example.org\n\n" TRUSTED, "mx.pbem.example", "NULL" },
		{ "3.5 crlf", "From: a@example.org\r\nAuthentication-Results: mx.pbem.example;\r\n"
		              "\tdmarc=pass header.from=example.org\r\n\r\n" TRUSTED,
		    "mx.pbem.example", "dmarc=pass(example.org)" },
		{ "3.5 crlf body", "From: a@example.org\r\n\r\n" TRUSTED, "mx.pbem.example", "NULL" },
		{ "3.5 space before colon", "Authentication-Results : mx.pbem.example; arc=pass\n\n",
		    "mx.pbem.example", "arc=pass" },
	};
	size_t i;
	char  *s;

	for (i = 0; i < PB_NELEM(t); i++) {
		s = read_summary(t[i].raw, t[i].id);
		ck_assert_msg(strcmp(s, t[i].want) == 0, "authres-%s: \"%s\", not \"%s\"", t[i].label,
		    s, t[i].want);
		free(s);
	}
	ck_assert_ptr_null(authres_summary(NULL));
	ck_assert_int_eq(authres_pass(NULL, "dkim", "example.org"), 0);
	authres_free(NULL);
}
END_TEST

/* test_pass - authres-4.N */

START_TEST(test_pass)
{
	const struct pass_case *c = &pass_cases[_i];
	struct authres         *ar = NULL;
	struct pb_err           err;

	ck_assert_msg(authres_parse(c->value, &ar, &err) == PB_OK, "authres-4.%d: %s", _i + 1, err.msg);
	ck_assert_msg(authres_pass(ar, c->method, c->domain) == c->pass, "authres-4.%d %s", _i + 1,
	    c->label);
	authres_free(ar);
}
END_TEST

/* authres_suite - the parser and the trust */

static Suite *
authres_suite(void)
{
	Suite *s;
	TCase *tc;

	s = suite_create("authres");
	tc = tcase_create("parse");
	tcase_add_loop_test(tc, test_parse, 0, (int)PB_NELEM(parse_cases)); /* authres-1.N */
	tcase_add_loop_test(tc, test_bad, 0, (int)PB_NELEM(bad_cases));     /* authres-2.N */
	tcase_add_test(tc, test_read);                                     /* authres-3.* */
	tcase_add_loop_test(tc, test_pass, 0, (int)PB_NELEM(pass_cases));   /* authres-4.N */
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	test_timeouts();
	return (test_run_suite(authres_suite()));
}
