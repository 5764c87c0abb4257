/*++
/* NAME
/*	fuzz_intake 1
/* SUMMARY
/*	libFuzzer harness: raw mail to command lines
/* SYNOPSIS
/*	make fuzz [FUZZ_TIME=N]
/*
/*	tests/fuzz/fuzz_intake [libFuzzer options] [CORPUS...]
/*
/*	tests/fuzz/fuzz_corpus [FILE | DIR]...
/* DESCRIPTION
/*	LLVMFuzzerTestOneInput() runs one input through the path of
/*	arbiter(3) from raw mail to command lines, without a database:
/*	mime_parse() (libetpan, charset_to_utf8(), html_to_text()),
/*	classify_message(), strip_reply(), oldtext_mark() with the mail's
/*	own text as the mail answered (every line overlaps it), token_find()
/*	on the subject and each line, lex_line() on each line the arbiter
/*	would read as a command.  It then composes an answer that echoes the parsed
/*	subject, display name, Message-ID and References (as pbemd's
/*	notices do) and aborts if the answer's header section holds a
/*	field compose(3) does not write: header injection is a crash.
/*
/*	An input over FUZZ_MAX (8 MiB, twice the default [limits] max_size,
/*	up to which arbiter(3) parses a whole mail) is skipped.
/*
/*	Built with clang -fsanitize=fuzzer,address,undefined it is the
/*	libFuzzer binary tests/fuzz/fuzz_intake (make fuzz, when configure
/*	found such a clang), run with the dictionary tests/fuzz/intake.dict
/*	and the seeds of tests/fuzz/mkseeds.sh.  Built with fuzz_main.c
/*	instead of libFuzzer it is tests/fuzz/fuzz_corpus, which runs the
/*	files given, or the seed corpus tests/data/mime, through the same
/*	function.
/* DIAGNOSTICS
/*	A sanitizer report or abort() on a bug; 0 otherwise.
/* SEE ALSO
/*	tests/fuzz-intake.sh, the test that runs it; tests/fuzz/mkseeds.sh,
/*	the seeds at the limits; mime(3), classify(3),
/*	strip(3), lexer(3), compose(3)
/*--*/

/* System. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* pbemd-wide. */
#include "core/lexer.h"
#include "core/pb.h"
#include "core/token.h"
#include "mail/classify.h"
#include "mail/compose.h"
#include "mail/mime.h"
#include "mail/oldtext.h"
#include "mail/strip.h"

#define FUZZ_MAX (8 << 20) /* bytes of one input: twice the default max_size */
#define FUZZ_SELF "arbiter@fuzz.example"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* fuzz_next_line - the line after p; the header section ends before
 * the answer does.  Not strstr(): under ASan it measures the whole rest
 * of the answer at each call, and a Subject of 1.5 MB folded in
 * thousands of lines took seconds (time in the harness, not in pbemd). */

static const char *
fuzz_next_line(const char *p)
{
	while (!(p[0] == '\r' && p[1] == '\n'))
		p++;
	return (p + 2);
}

/* fuzz_headers_ok - only the header fields compose(3) writes */

static void
fuzz_headers_ok(const char *msg)
{
	static const char *const names[] = { "Date:", "From:", "To:", "Subject:", "Message-ID:",
		"In-Reply-To:", "References:", "MIME-Version:", "Content-Type:",
		"Content-Transfer-Encoding:", "Auto-Submitted:", "X-Loop:" };
	const char              *p, *end = strstr(msg, "\r\n\r\n");
	size_t                   k;

	if (end == NULL)
		abort();
	for (p = msg; p < end; p = fuzz_next_line(p)) {
		if (*p == ' ' || *p == '\t')
			continue;
		for (k = 0; k < PB_NELEM(names); k++)
			if (strncmp(p, names[k], strlen(names[k])) == 0)
				break;
		if (k == PB_NELEM(names)) {
			fprintf(stderr, "fuzz_intake: header injection:\n%s\n", msg);
			abort();
		}
	}
}

/* fuzz_echo - an answer that echoes what the sender wrote */

static void
fuzz_echo(const struct mime_msg *m)
{
	struct compose c;
	char          *from, *msg;

	memset(&c, 0, sizeof(c));
	from = pb_asprintf("%s <" FUZZ_SELF ">", m->from_name ? m->from_name : "");
	c.from = from;
	c.to = m->from_addr ? m->from_addr : "nobody@fuzz.example";
	c.subject = m->subject;
	c.message_id = "pbemd.1.fuzz@fuzz.example";
	c.in_reply_to = m->message_id;
	c.references = m->references;
	c.loop_tag = FUZZ_SELF;
	c.auto_replied = 1;
	c.body = m->text;
	msg = compose_message(&c);
	fuzz_headers_ok(msg);
	free(msg);
	free(from);
}

/* LLVMFuzzerTestOneInput - one raw mail, every stage up to the lexer */

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct strip_result *sr;
	struct lex_line     *l;
	struct mime_msg     *m;
	struct classify      c;
	struct token         t;
	struct pb_err        err;
	size_t               i;

	if (size > FUZZ_MAX || mime_parse((const char *)data, size, &m, &err) != PB_OK)
		return (0);
	classify_message(m, FUZZ_SELF, &c);
	classify_clear(&c);
	(void)token_find(m->subject, &t);
	sr = strip_reply(m->text);
	(void)oldtext_mark(sr, m->text);
	for (i = 0; i < sr->n; i++) {
		(void)token_find(sr->lines[i].text, &t);
		if (sr->lines[i].kind == STRIP_TEXT
		    && lex_line(sr->lines[i].text, &l, &err) == PB_OK)
			lex_free(l);
	}
	strip_free(sr);
	fuzz_echo(m);
	mime_msg_free(m);
	return (0);
}
