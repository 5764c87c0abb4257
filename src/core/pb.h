/*++
/* NAME
/*	pb 3h
/* SUMMARY
/*	pbemd-wide status codes, errors, memory and string buffers
/* SYNOPSIS
/*	#include "core/pb.h"
/*
/*	enum pb_rc pb_err_set(struct pb_err *err, enum pb_rc rc,
/*				const char *fmt, ...);
/*	void	*pb_malloc(size_t len);
/*	void	*pb_calloc(size_t n, size_t len);
/*	void	*pb_realloc(void *ptr, size_t len);
/*	char	*pb_strdup(const char *s);
/*	char	*pb_strndup(const char *s, size_t len);
/*	char	*pb_asprintf(const char *fmt, ...);
/*	void	pb_buf_init(struct pb_buf *b);
/*	void	pb_buf_add(struct pb_buf *b, const char *s, size_t len);
/*	void	pb_buf_puts(struct pb_buf *b, const char *s);
/*	void	pb_buf_printf(struct pb_buf *b, const char *fmt, ...);
/*	char	*pb_buf_steal(struct pb_buf *b);
/*	void	pb_buf_free(struct pb_buf *b);
/*	void	pb_panic(const char *fmt, ...);
/*	void	pb_fatal(const char *fmt, ...);
/*	void	pb_info(const char *fmt, ...);
/*	void	pb_warn(const char *fmt, ...);
/*	void	pb_log_syslog(void);
/* DESCRIPTION
/*	Every fallible function in pbemd returns an enum pb_rc and, when
/*	the caller passed a struct pb_err, says why in it.  PB_OK is zero.
/*
/*	The allocation wrappers never return NULL: running out of memory
/*	is fatal (a daemon is restarted by its supervisor; see STYLE.md).
/*
/*	struct pb_buf is a growable NUL-terminated byte string.
/*
/*	pb_panic() reports a broken invariant and aborts (core dump).
/*	pb_fatal() reports a start-up or configuration error and exits
/*	with EX_CONFIG; it is called only from main() and its helpers.
/*	pb_info() and pb_warn() log one line to stderr, prefixed with the
/*	program name; pb_log_quiet silences pb_info().  After
/*	pb_log_syslog() (the daemon, once detached) every line goes to
/*	syslog(3) instead: facility LOG_MAIL, ident pb_progname with the
/*	pid, priority LOG_INFO, LOG_WARNING, LOG_ERR (fatal) or LOG_CRIT
/*	(panic), as Postfix's msg_syslog does.
/* DIAGNOSTICS
/*	Out of memory: fatal.
/*--*/

#ifndef PB_H
#define PB_H

/* System. */
#include <stdarg.h>
#include <stddef.h>

#define PB_PRINTF(n, m) __attribute__((format(printf, n, m)))
#define PB_NORETURN __attribute__((noreturn))
#define PB_NELEM(a) (sizeof(a) / sizeof((a)[0]))

enum pb_rc {
	PB_OK = 0,
	PB_ETEMP,   /* transient: retry later (locked, network) */
	PB_EPERM,   /* not allowed: authentication, wrong seat */
	PB_EDATA,   /* malformed input or a refused command */
	PB_ENOENT,  /* no such game, seat, file */
	PB_EDUP,    /* already done (duplicate message) */
	PB_ESYS,    /* system or library error */
	PB_ECONFIG, /* bad configuration */
	PB_EWAIT    /* the command needs a decision first */
};

struct pb_err {
	enum pb_rc rc;
	char       msg[512];
};

struct pb_buf {
	char  *s;
	size_t len;
	size_t cap;
};

extern const char *pb_progname;
extern int         pb_log_quiet;

enum pb_rc  pb_err_set(struct pb_err *, enum pb_rc, const char *, ...) PB_PRINTF(3, 4);
void        pb_err_clear(struct pb_err *);
const char *pb_rc_str(enum pb_rc);

void *pb_malloc(size_t);
void *pb_calloc(size_t, size_t);
void *pb_realloc(void *, size_t);
char *pb_strdup(const char *);
char *pb_strndup(const char *, size_t);
char *pb_asprintf(const char *, ...) PB_PRINTF(1, 2);
char *pb_vasprintf(const char *, va_list);

void  pb_buf_init(struct pb_buf *);
void  pb_buf_add(struct pb_buf *, const char *, size_t);
void  pb_buf_puts(struct pb_buf *, const char *);
void  pb_buf_putc(struct pb_buf *, int);
void  pb_buf_printf(struct pb_buf *, const char *, ...) PB_PRINTF(2, 3);
void  pb_buf_line(struct pb_buf *, const char *, ...) PB_PRINTF(2, 3);
char *pb_buf_steal(struct pb_buf *);
void  pb_buf_free(struct pb_buf *);

void pb_panic(const char *, ...) PB_PRINTF(1, 2) PB_NORETURN;
void pb_fatal(const char *, ...) PB_PRINTF(1, 2) PB_NORETURN;
void pb_info(const char *, ...) PB_PRINTF(1, 2);
void pb_warn(const char *, ...) PB_PRINTF(1, 2);
void pb_log_syslog(void);

/* Small helpers used across layers. */
char       *pb_hex(const unsigned char *, size_t);
int         pb_unhex(const char *, unsigned char *, size_t);
char       *pb_file_read(const char *, size_t *, struct pb_err *);
char       *pb_strlower(char *);
char       *pb_trim(char *);
int         pb_ini_key_at(const char *text, int line, const char *key);
const char *pb_spec_arg(const char *spec, const char *scheme);

#endif
