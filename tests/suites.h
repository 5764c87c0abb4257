/* suites.h - check suites, one function per module, for the test runners */
#ifndef SUITES_H
#define SUITES_H

#include <check.h>

/* tests/check_core */
Suite *rng_suite(void);
Suite *token_suite(void);
Suite *lexer_suite(void);
Suite *render_suite(void);
Suite *config_suite(void);
Suite *lang_suite(void);
Suite *jdump_suite(void);

/* tests/check_mail */
Suite *mime_suite(void);
Suite *strip_suite(void);
Suite *compose_suite(void);
Suite *maildir_suite(void);
Suite *mailnet_suite(void);
Suite *classify_suite(void);

/* The source tree, for test data: tests/data, templates, content. */
#ifndef PB_SRCDIR
#define PB_SRCDIR "."
#endif

#endif
