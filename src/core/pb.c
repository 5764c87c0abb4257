/*++
/* NAME
/*	pb 3
/* SUMMARY
/*	status codes, errors, memory, buffers and logging
/* SYNOPSIS
/*	#include "core/pb.h"
/* DESCRIPTION
/*	See pb.h.
/*--*/

/* System. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sysexits.h>
#include <syslog.h>

/* pbemd-wide. */
#include "core/pb.h"

const char *pb_progname = "pbemd";
int         pb_log_quiet;
static int  pb_log_to_syslog; /* pb_log_syslog() was called */

/* pb_err_set - record why, return the code */

enum pb_rc
pb_err_set(struct pb_err *err, enum pb_rc rc, const char *fmt, ...)
{
	va_list ap;

	if (err != NULL) {
		err->rc = rc;
		va_start(ap, fmt);
		vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
		va_end(ap);
	}
	return (rc);
}

/* pb_err_clear - forget the last error */

void
pb_err_clear(struct pb_err *err)
{
	err->rc = PB_OK;
	err->msg[0] = '\0';
}

/* pb_rc_str - name of a status code */

const char *
pb_rc_str(enum pb_rc rc)
{
	static const char *names[] = { "ok", "temporary failure", "not permitted", "bad data",
		"not found", "duplicate", "system error", "configuration error",
		"waiting for a decision" };

	if ((size_t)rc < PB_NELEM(names))
		return (names[rc]);
	return ("unknown status");
}

/* pb_malloc - allocate or die */

void *
pb_malloc(size_t len)
{
	void *p;

	if ((p = malloc(len ? len : 1)) == NULL)
		pb_fatal("out of memory allocating %zu bytes", len);
	return (p);
}

/* pb_calloc - allocate zeroed or die */

void *
pb_calloc(size_t n, size_t len)
{
	void *p;

	if ((p = calloc(n ? n : 1, len ? len : 1)) == NULL)
		pb_fatal("out of memory allocating %zu x %zu bytes", n, len);
	return (p);
}

/* pb_realloc - resize or die */

void *
pb_realloc(void *ptr, size_t len)
{
	void *p;

	if ((p = realloc(ptr, len ? len : 1)) == NULL)
		pb_fatal("out of memory resizing to %zu bytes", len);
	return (p);
}

/* pb_strdup - copy a string or die */

char *
pb_strdup(const char *s)
{
	return (pb_strndup(s, strlen(s)));
}

/* pb_strndup - copy at most len bytes, NUL-terminated */

char *
pb_strndup(const char *s, size_t len)
{
	char  *p;
	size_t n;

	n = strnlen(s, len);
	p = pb_malloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return (p);
}

/* pb_vasprintf - format into a new string */

char *
pb_vasprintf(const char *fmt, va_list ap)
{
	va_list ap2;
	char   *p;
	int     n;

	va_copy(ap2, ap);
	n = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		pb_panic("pb_vasprintf: bad format \"%s\"", fmt);
	p = pb_malloc((size_t)n + 1);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	return (p);
}

/* pb_asprintf - format into a new string, caller frees */

char *
pb_asprintf(const char *fmt, ...)
{
	va_list ap;
	char   *p;

	va_start(ap, fmt);
	p = pb_vasprintf(fmt, ap);
	va_end(ap);
	return (p);
}

/* pb_buf_init - empty buffer */

void
pb_buf_init(struct pb_buf *b)
{
	b->cap = 64;
	b->len = 0;
	b->s = pb_malloc(b->cap);
	b->s[0] = '\0';
}

/* pb_buf_reserve - make room for len more bytes plus NUL */

static void
pb_buf_reserve(struct pb_buf *b, size_t len)
{
	if (b->s == NULL)
		pb_buf_init(b);
	if (b->len + len + 1 > b->cap) {
		while (b->len + len + 1 > b->cap)
			b->cap *= 2;
		b->s = pb_realloc(b->s, b->cap);
	}
}

/* pb_buf_add - append bytes */

void
pb_buf_add(struct pb_buf *b, const char *s, size_t len)
{
	pb_buf_reserve(b, len);
	memcpy(b->s + b->len, s, len);
	b->len += len;
	b->s[b->len] = '\0';
}

/* pb_buf_puts - append a string */

void
pb_buf_puts(struct pb_buf *b, const char *s)
{
	pb_buf_add(b, s, strlen(s));
}

/* pb_buf_putc - append one byte */

void
pb_buf_putc(struct pb_buf *b, int c)
{
	/* Byte by byte is how MIME decoding and composing write: no memcpy. */
	if (b->s == NULL || b->len + 2 > b->cap)
		pb_buf_reserve(b, 1);
	b->s[b->len++] = (char)c;
	b->s[b->len] = '\0';
}

/* pb_buf_printf - append formatted text */

void
pb_buf_printf(struct pb_buf *b, const char *fmt, ...)
{
	va_list ap;
	char   *p;

	va_start(ap, fmt);
	p = pb_vasprintf(fmt, ap);
	va_end(ap);
	pb_buf_puts(b, p);
	free(p);
}

/* pb_buf_line - append a formatted line and a newline; a NULL buffer
 * discards it (a log nobody reads) */

void
pb_buf_line(struct pb_buf *b, const char *fmt, ...)
{
	va_list ap;
	char   *p;

	if (b == NULL)
		return;
	va_start(ap, fmt);
	p = pb_vasprintf(fmt, ap);
	va_end(ap);
	pb_buf_puts(b, p);
	pb_buf_putc(b, '\n');
	free(p);
}

/* pb_buf_steal - take the string, leave the buffer empty */

char *
pb_buf_steal(struct pb_buf *b)
{
	char *s;

	if (b->s == NULL)
		pb_buf_init(b);
	s = b->s;
	b->s = NULL;
	b->len = b->cap = 0;
	return (s);
}

/* pb_buf_free - release; a freed buffer may be reused after init */

void
pb_buf_free(struct pb_buf *b)
{
	free(b->s);
	b->s = NULL;
	b->len = b->cap = 0;
}

/* pb_log_syslog - from now on, log to syslog(3) instead of stderr */

void
pb_log_syslog(void)
{
	openlog(pb_progname, LOG_PID | LOG_NDELAY, LOG_MAIL);
	pb_log_to_syslog = 1;
}

/* pb_vlog - one log line, on stderr or to syslog at priority prio */

static void
pb_vlog(int prio, const char *level, const char *fmt, va_list ap)
{
	char line[2048];

	if (pb_log_to_syslog) {
		vsnprintf(line, sizeof(line), fmt, ap);
		syslog(prio, "%s%s", level, line);
		return;
	}
	fprintf(stderr, "%s: %s", pb_progname, level);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

/* pb_panic - broken invariant: abort */

void
pb_panic(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	pb_vlog(LOG_CRIT, "panic: ", fmt, ap);
	va_end(ap);
	abort();
}

/* pb_fatal - start-up or configuration error: exit */

void
pb_fatal(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	pb_vlog(LOG_ERR, "fatal: ", fmt, ap);
	va_end(ap);
	exit(EX_CONFIG);
}

/* pb_info - informational log line */

void
pb_info(const char *fmt, ...)
{
	va_list ap;

	if (pb_log_quiet)
		return;
	va_start(ap, fmt);
	pb_vlog(LOG_INFO, "", fmt, ap);
	va_end(ap);
}

/* pb_warn - something an operator must act on */

void
pb_warn(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	pb_vlog(LOG_WARNING, "warning: ", fmt, ap);
	va_end(ap);
}

/* pb_hex - lowercase hex of bytes, caller frees */

char *
pb_hex(const unsigned char *p, size_t len)
{
	static const char digits[] = "0123456789abcdef";
	char             *s;
	size_t            i;

	s = pb_malloc(len * 2 + 1);
	for (i = 0; i < len; i++) {
		s[2 * i] = digits[p[i] >> 4];
		s[2 * i + 1] = digits[p[i] & 15];
	}
	s[2 * len] = '\0';
	return (s);
}

/* pb_unhex - parse exactly len bytes of hex; 0 on success, -1 otherwise */

int
pb_unhex(const char *s, unsigned char *out, size_t len)
{
	size_t i;
	int    hi, lo;

	if (strlen(s) != 2 * len)
		return (-1);
	for (i = 0; i < len; i++) {
		if (!isxdigit((unsigned char)s[2 * i]) || !isxdigit((unsigned char)s[2 * i + 1]))
			return (-1);
		hi = isdigit((unsigned char)s[2 * i]) ? s[2 * i] - '0'
		                                      : tolower((unsigned char)s[2 * i]) - 'a' + 10;
		lo = isdigit((unsigned char)s[2 * i + 1])
		    ? s[2 * i + 1] - '0'
		    : tolower((unsigned char)s[2 * i + 1]) - 'a' + 10;
		out[i] = (unsigned char)(hi << 4 | lo);
	}
	return (0);
}

/* pb_file_read - whole file into a NUL-terminated string, caller frees */

char *
pb_file_read(const char *path, size_t *lenp, struct pb_err *err)
{
	struct pb_buf b;
	FILE         *fp;
	char          chunk[8192];
	size_t        n;

	if ((fp = fopen(path, "rb")) == NULL) {
		pb_err_set(err, errno == ENOENT ? PB_ENOENT : PB_ESYS, "open %s: %s", path,
		    strerror(errno));
		return (NULL);
	}
	pb_buf_init(&b);
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		pb_buf_add(&b, chunk, n);
	if (ferror(fp)) {
		pb_err_set(err, PB_ESYS, "read %s: %s", path, strerror(errno));
		fclose(fp);
		pb_buf_free(&b);
		return (NULL);
	}
	fclose(fp);
	if (lenp != NULL)
		*lenp = b.len;
	return (pb_buf_steal(&b));
}

/* pb_strlower - lowercase ASCII in place */

char *
pb_strlower(char *s)
{
	char *p;

	for (p = s; *p; p++)
		*p = (char)tolower((unsigned char)*p);
	return (s);
}

/* pb_trim - strip ASCII white space at both ends, in place */

char *
pb_trim(char *s)
{
	char *end;

	while (isspace((unsigned char)*s))
		s++;
	end = s + strlen(s);
	while (end > s && isspace((unsigned char)end[-1]))
		*--end = '\0';
	return (s);
}

/* pb_ini_key_at - does line (1-based) of INI text set key?  inih reads on
 * after an error and returns the line of the first one, which may be a
 * syntax error the handler never saw: callers use this to tell. */

int
pb_ini_key_at(const char *text, int line, const char *key)
{
	const char *p = text;
	size_t      klen = strlen(key);

	for (; line > 1 && p != NULL; line--)
		if ((p = strchr(p, '\n')) != NULL)
			p++;
	if (p == NULL || klen == 0)
		return (0);
	while (*p == ' ' || *p == '\t')
		p++;
	if (strncmp(p, key, klen) != 0)
		return (0);
	for (p += klen; *p == ' ' || *p == '\t'; p++)
		/* void */;
	return (*p == '=' || *p == ':');
}

/* pb_spec_arg - the ARG of a "SCHEME:ARG" spec of that scheme, or NULL */

const char *
pb_spec_arg(const char *spec, const char *scheme)
{
	size_t len = strlen(scheme);

	if (strncmp(spec, scheme, len) != 0 || spec[len] != ':' || spec[len + 1] == '\0')
		return (NULL);
	return (spec + len + 1);
}
