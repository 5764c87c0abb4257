/* testmail.h - a pbemd in a temporary directory, driven by real Maildir mail */
#ifndef TESTMAIL_H
#define TESTMAIL_H

#include <stdint.h>

#include "arbiter/arbiter.h"

struct test_env {
	char         *dir;  /* the temporary directory */
	char         *conf; /* its pbemd.conf */
	struct pbemd *p;
	int           broken; /* a game was damaged on purpose: skip the final verify */
};

struct test_env *test_env_new(void);
struct test_env *test_env_new_conf(const char *extra);
void             test_env_free(struct test_env *);
int64_t          test_game(struct test_env *, int nseats, unsigned seed, const char *variant);
int64_t test_game_of(struct test_env *, const char *kind, int nseats, unsigned seed, const char *opts);
int64_t test_tiny(struct test_env *, int nseats, unsigned seed, const char *opts);
char            *test_addr(int seat);
void             test_deliver(struct test_env *, const char *raw);
int              test_run(struct test_env *, const char **outcome);
int              test_mail_count(struct test_env *, const char *addr);
char            *test_mail_text(struct test_env *, const char *addr, int nth, char **subject);
char            *test_token(struct test_env *, const char *addr);
char            *test_offered(const char *text, int i);
void test_reply(struct test_env *, int seat, const char *from, const char *msgid, const char *body);
void test_choose(struct test_env *, int seat, const char *msgid);
void test_at(int64_t t);
int  test_tick(struct test_env *);
char *test_message(const char *from, const char *subject, const char *msgid, const char *headers,
    const char *body);
char *test_state(struct test_env *, int64_t game);

#endif
