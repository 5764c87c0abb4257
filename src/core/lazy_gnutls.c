/*++
/* NAME
/*	lazy_gnutls 3
/* SUMMARY
/*	GnuTLS, loaded when a mail server is first reached over TLS
/* SYNOPSIS
/*	#include <gnutls/gnutls.h>
/*	#include <gnutls/x509.h>
/* DESCRIPTION
/*	The functions of GnuTLS that mailnet.c and the static libetpan
/*	archive call, under their own names: pbemd linked with the static
/*	archives (configure.ac, --disable-static-libs) is not linked with
/*	GnuTLS, whose eight libraries (p11-kit, nettle, gmp, libunistring,
/*	...) the dynamic loader would map and resolve, and whose
/*	constructor would run, at the start of each process; only TLS to a
/*	mail server (IMAP, POP3, SMTP by libetpan) needs it.  The first
/*	call loads it (lazy.h) and forwards to it.  A process that reads a
/*	mail from standard input or a Maildir never loads it (the SHA-256
/*	of digest.c is nettle's).
/*
/*	gnutls_global_deinit() does nothing when GnuTLS was never loaded.
/*	gnutls_free, a variable (the function that frees what GnuTLS
/*	returns), is free(3): GnuTLS allocates with malloc(3) unless told
/*	otherwise (gnutls_global_set_mem_functions(), which pbemd does not
/*	call, and GnuTLS ignores since 3.3).
/* DIAGNOSTICS
/*	When GnuTLS cannot be loaded (said once): the int and ssize_t
/*	functions return GNUTLS_E_INTERNAL_ERROR, the pointers NULL,
/*	gnutls_strerror() a text that says so; the connection fails as a
/*	refused handshake does, a temporary failure.
/*--*/

/* Build. */
#include <config.h> /* PB_GNUTLS_SONAME (not core/config.h, beside this file) */

/* System. */
#include <stddef.h>
#include <stdlib.h>
#include <sys/types.h>

/* Third party. */
#include <gnutls/gnutls.h>
#include <gnutls/x509.h>

/* pbemd-wide. */
#include "core/lazy.h"

static struct lazy_lib gnutls = LAZY_LIB(PB_GNUTLS_SONAME);

gnutls_free_function gnutls_free = free;

/* LAZY - fn, the library's function of that name, or return FAIL */
#define LAZY(type, name, fail)                                                                     \
	static __typeof__(type) fn;                                                                \
	if (fn == NULL && (fn = (type)lazy_sym(&gnutls, name)) == NULL)                            \
	return fail

/* gnutls_certificate_allocate_credentials - GnuTLS's, loaded on first use */

int
gnutls_certificate_allocate_credentials(gnutls_certificate_credentials_t *res)
{
	LAZY(int (*)(gnutls_certificate_credentials_t *), "gnutls_certificate_allocate_credentials",
	    GNUTLS_E_INTERNAL_ERROR);
	return (fn(res));
}

/* gnutls_certificate_free_credentials - GnuTLS's, loaded on first use */

void
gnutls_certificate_free_credentials(gnutls_certificate_credentials_t sc)
{
	LAZY(void (*)(gnutls_certificate_credentials_t), "gnutls_certificate_free_credentials", );
	fn(sc);
}

/* gnutls_certificate_get_peers - GnuTLS's, loaded on first use */

const gnutls_datum_t *
gnutls_certificate_get_peers(gnutls_session_t session, unsigned int *list_size)
{
	LAZY(const gnutls_datum_t *(*)(gnutls_session_t, unsigned int *),
	    "gnutls_certificate_get_peers", NULL);
	return (fn(session, list_size));
}

/* gnutls_certificate_set_retrieve_function - GnuTLS's, loaded on first use */

void
gnutls_certificate_set_retrieve_function(
    gnutls_certificate_credentials_t cred, gnutls_certificate_retrieve_function *func)
{
	LAZY(void (*)(gnutls_certificate_credentials_t, gnutls_certificate_retrieve_function *),
	    "gnutls_certificate_set_retrieve_function", );
	fn(cred, func);
}

/* gnutls_certificate_type_get - GnuTLS's, loaded on first use */

gnutls_certificate_type_t
gnutls_certificate_type_get(gnutls_session_t session)
{
	LAZY(gnutls_certificate_type_t(*)(gnutls_session_t), "gnutls_certificate_type_get",
	    GNUTLS_CRT_UNKNOWN);
	return (fn(session));
}

/* gnutls_certificate_verification_status_print - GnuTLS's, loaded on first use */

int
gnutls_certificate_verification_status_print(
    unsigned int status, gnutls_certificate_type_t type, gnutls_datum_t *out, unsigned int flags)
{
	LAZY(int (*)(unsigned int, gnutls_certificate_type_t, gnutls_datum_t *, unsigned int),
	    "gnutls_certificate_verification_status_print", GNUTLS_E_INTERNAL_ERROR);
	return (fn(status, type, out, flags));
}

/* gnutls_credentials_set - GnuTLS's, loaded on first use */

int
gnutls_credentials_set(gnutls_session_t session, gnutls_credentials_type_t type, void *cred)
{
	LAZY(int (*)(gnutls_session_t, gnutls_credentials_type_t, void *), "gnutls_credentials_set",
	    GNUTLS_E_INTERNAL_ERROR);
	return (fn(session, type, cred));
}

/* gnutls_deinit - GnuTLS's, loaded on first use */

void
gnutls_deinit(gnutls_session_t session)
{
	LAZY(void (*)(gnutls_session_t), "gnutls_deinit", );
	fn(session);
}

/* gnutls_dh_set_prime_bits - GnuTLS's, loaded on first use */

void
gnutls_dh_set_prime_bits(gnutls_session_t session, unsigned int bits)
{
	LAZY(void (*)(gnutls_session_t, unsigned int), "gnutls_dh_set_prime_bits", );
	fn(session, bits);
}

/* gnutls_global_deinit - GnuTLS's; nothing to undo when it was never
 * loaded (libetpan's own clean-up calls it then too) */

void
gnutls_global_deinit(void)
{
	if (gnutls.handle == NULL)
		return;
	LAZY(void (*)(void), "gnutls_global_deinit", );
	fn();
}

/* gnutls_global_init - GnuTLS's, loaded on first use */

int
gnutls_global_init(void)
{
	LAZY(int (*)(void), "gnutls_global_init", GNUTLS_E_INTERNAL_ERROR);
	return (fn());
}

/* gnutls_handshake - GnuTLS's, loaded on first use */

int
gnutls_handshake(gnutls_session_t session)
{
	LAZY(int (*)(gnutls_session_t), "gnutls_handshake", GNUTLS_E_INTERNAL_ERROR);
	return (fn(session));
}

/* gnutls_handshake_set_timeout - GnuTLS's, loaded on first use */

void
gnutls_handshake_set_timeout(gnutls_session_t session, unsigned int ms)
{
	LAZY(void (*)(gnutls_session_t, unsigned int), "gnutls_handshake_set_timeout", );
	fn(session, ms);
}

/* gnutls_init - GnuTLS's, loaded on first use */

int
gnutls_init(gnutls_session_t *session, unsigned int flags)
{
	LAZY(int (*)(gnutls_session_t *, unsigned int), "gnutls_init", GNUTLS_E_INTERNAL_ERROR);
	return (fn(session, flags));
}

/* gnutls_perror - GnuTLS's, loaded on first use */

void
gnutls_perror(int error)
{
	LAZY(void (*)(int), "gnutls_perror", );
	fn(error);
}

/* gnutls_priority_set_direct - GnuTLS's, loaded on first use */

int
gnutls_priority_set_direct(gnutls_session_t session, const char *priorities, const char **err_pos)
{
	LAZY(int (*)(gnutls_session_t, const char *, const char **), "gnutls_priority_set_direct",
	    GNUTLS_E_INTERNAL_ERROR);
	return (fn(session, priorities, err_pos));
}

/* gnutls_record_check_pending - GnuTLS's, loaded on first use */

size_t
gnutls_record_check_pending(gnutls_session_t session)
{
	LAZY(size_t(*)(gnutls_session_t), "gnutls_record_check_pending", 0);
	return (fn(session));
}

/* gnutls_record_disable_padding - GnuTLS's, loaded on first use */

void
gnutls_record_disable_padding(gnutls_session_t session)
{
	LAZY(void (*)(gnutls_session_t), "gnutls_record_disable_padding", );
	fn(session);
}

/* gnutls_record_recv - GnuTLS's, loaded on first use */

ssize_t
gnutls_record_recv(gnutls_session_t session, void *data, size_t data_size)
{
	LAZY(ssize_t(*)(gnutls_session_t, void *, size_t), "gnutls_record_recv",
	    GNUTLS_E_INTERNAL_ERROR);
	return (fn(session, data, data_size));
}

/* gnutls_record_send - GnuTLS's, loaded on first use */

ssize_t
gnutls_record_send(gnutls_session_t session, const void *data, size_t data_size)
{
	LAZY(ssize_t(*)(gnutls_session_t, const void *, size_t), "gnutls_record_send",
	    GNUTLS_E_INTERNAL_ERROR);
	return (fn(session, data, data_size));
}

/* gnutls_server_name_set - GnuTLS's, loaded on first use */

int
gnutls_server_name_set(
    gnutls_session_t session, gnutls_server_name_type_t type, const void *name, size_t name_length)
{
	LAZY(int (*)(gnutls_session_t, gnutls_server_name_type_t, const void *, size_t),
	    "gnutls_server_name_set", GNUTLS_E_INTERNAL_ERROR);
	return (fn(session, type, name, name_length));
}

/* gnutls_session_get_ptr - GnuTLS's, loaded on first use */

void *
gnutls_session_get_ptr(gnutls_session_t session)
{
	LAZY(void *(*)(gnutls_session_t), "gnutls_session_get_ptr", NULL);
	return (fn(session));
}

/* gnutls_session_set_ptr - GnuTLS's, loaded on first use */

void
gnutls_session_set_ptr(gnutls_session_t session, void *ptr)
{
	LAZY(void (*)(gnutls_session_t, void *), "gnutls_session_set_ptr", );
	fn(session, ptr);
}

/* gnutls_set_default_priority - GnuTLS's, loaded on first use */

int
gnutls_set_default_priority(gnutls_session_t session)
{
	LAZY(int (*)(gnutls_session_t), "gnutls_set_default_priority", GNUTLS_E_INTERNAL_ERROR);
	return (fn(session));
}

/* gnutls_strerror - GnuTLS's, loaded on first use */

const char *
gnutls_strerror(int error)
{
	LAZY(const char *(*)(int), "gnutls_strerror", "GnuTLS cannot be loaded");
	return (fn(error));
}

/* gnutls_transport_set_ptr - GnuTLS's, loaded on first use */

void
gnutls_transport_set_ptr(gnutls_session_t session, gnutls_transport_ptr_t ptr)
{
	LAZY(void (*)(gnutls_session_t, gnutls_transport_ptr_t), "gnutls_transport_set_ptr", );
	fn(session, ptr);
}

/* gnutls_x509_crt_deinit - GnuTLS's, loaded on first use */

void
gnutls_x509_crt_deinit(gnutls_x509_crt_t cert)
{
	LAZY(void (*)(gnutls_x509_crt_t), "gnutls_x509_crt_deinit", );
	fn(cert);
}

/* gnutls_x509_crt_export - GnuTLS's, loaded on first use */

int
gnutls_x509_crt_export(gnutls_x509_crt_t cert, gnutls_x509_crt_fmt_t format, void *output_data,
    size_t *output_data_size)
{
	LAZY(int (*)(gnutls_x509_crt_t, gnutls_x509_crt_fmt_t, void *, size_t *),
	    "gnutls_x509_crt_export", GNUTLS_E_INTERNAL_ERROR);
	return (fn(cert, format, output_data, output_data_size));
}

/* gnutls_x509_crt_import - GnuTLS's, loaded on first use */

int
gnutls_x509_crt_import(
    gnutls_x509_crt_t cert, const gnutls_datum_t *data, gnutls_x509_crt_fmt_t format)
{
	LAZY(int (*)(gnutls_x509_crt_t, const gnutls_datum_t *, gnutls_x509_crt_fmt_t),
	    "gnutls_x509_crt_import", GNUTLS_E_INTERNAL_ERROR);
	return (fn(cert, data, format));
}

/* gnutls_x509_crt_init - GnuTLS's, loaded on first use */

int
gnutls_x509_crt_init(gnutls_x509_crt_t *cert)
{
	LAZY(int (*)(gnutls_x509_crt_t *), "gnutls_x509_crt_init", GNUTLS_E_INTERNAL_ERROR);
	return (fn(cert));
}

/* gnutls_x509_privkey_deinit - GnuTLS's, loaded on first use */

void
gnutls_x509_privkey_deinit(gnutls_x509_privkey_t key)
{
	LAZY(void (*)(gnutls_x509_privkey_t), "gnutls_x509_privkey_deinit", );
	fn(key);
}

/* gnutls_x509_privkey_import - GnuTLS's, loaded on first use */

int
gnutls_x509_privkey_import(
    gnutls_x509_privkey_t key, const gnutls_datum_t *data, gnutls_x509_crt_fmt_t format)
{
	LAZY(int (*)(gnutls_x509_privkey_t, const gnutls_datum_t *, gnutls_x509_crt_fmt_t),
	    "gnutls_x509_privkey_import", GNUTLS_E_INTERNAL_ERROR);
	return (fn(key, data, format));
}

/* gnutls_x509_privkey_init - GnuTLS's, loaded on first use */

int
gnutls_x509_privkey_init(gnutls_x509_privkey_t *key)
{
	LAZY(int (*)(gnutls_x509_privkey_t *), "gnutls_x509_privkey_init", GNUTLS_E_INTERNAL_ERROR);
	return (fn(key));
}

/* gnutls_x509_trust_list_add_system_trust - GnuTLS's, loaded on first use */

int
gnutls_x509_trust_list_add_system_trust(
    gnutls_x509_trust_list_t list, unsigned int tl_flags, unsigned int tl_vflags)
{
	LAZY(int (*)(gnutls_x509_trust_list_t, unsigned int, unsigned int),
	    "gnutls_x509_trust_list_add_system_trust", GNUTLS_E_INTERNAL_ERROR);
	return (fn(list, tl_flags, tl_vflags));
}

/* gnutls_x509_trust_list_add_trust_file - GnuTLS's, loaded on first use */

int
gnutls_x509_trust_list_add_trust_file(gnutls_x509_trust_list_t list, const char *ca_file,
    const char *crl_file, gnutls_x509_crt_fmt_t type, unsigned int tl_flags, unsigned int tl_vflags)
{
	LAZY(int (*)(gnutls_x509_trust_list_t, const char *, const char *, gnutls_x509_crt_fmt_t,
	         unsigned int, unsigned int),
	    "gnutls_x509_trust_list_add_trust_file", GNUTLS_E_INTERNAL_ERROR);
	return (fn(list, ca_file, crl_file, type, tl_flags, tl_vflags));
}

/* gnutls_x509_trust_list_deinit - GnuTLS's, loaded on first use */

void
gnutls_x509_trust_list_deinit(gnutls_x509_trust_list_t list, unsigned int all)
{
	LAZY(void (*)(gnutls_x509_trust_list_t, unsigned int), "gnutls_x509_trust_list_deinit", );
	fn(list, all);
}

/* gnutls_x509_trust_list_init - GnuTLS's, loaded on first use */

int
gnutls_x509_trust_list_init(gnutls_x509_trust_list_t *list, unsigned int size)
{
	LAZY(int (*)(gnutls_x509_trust_list_t *, unsigned int), "gnutls_x509_trust_list_init",
	    GNUTLS_E_INTERNAL_ERROR);
	return (fn(list, size));
}

/* gnutls_x509_trust_list_verify_crt2 - GnuTLS's, loaded on first use */

int
gnutls_x509_trust_list_verify_crt2(gnutls_x509_trust_list_t list, gnutls_x509_crt_t *cert_list,
    unsigned int cert_list_size, gnutls_typed_vdata_st *data, unsigned int elements,
    unsigned int flags, unsigned int *voutput, gnutls_verify_output_function func)
{
	LAZY(int (*)(gnutls_x509_trust_list_t, gnutls_x509_crt_t *, unsigned int,
	         gnutls_typed_vdata_st *, unsigned int, unsigned int, unsigned int *,
	         gnutls_verify_output_function),
	    "gnutls_x509_trust_list_verify_crt2", GNUTLS_E_INTERNAL_ERROR);
	return (fn(list, cert_list, cert_list_size, data, elements, flags, voutput, func));
}
