/*++
/* NAME
/*	check_lazy 1
/* SUMMARY
/*	unit tests for libraries loaded when first used
/* SYNOPSIS
/*	tests/check_lazy
/* DESCRIPTION
/*	lazy_sym() (src/core/lazy.c) and the wrappers that stand for
/*	libcurl, libxml2, cairo, pango and libdeflate in pbemd
/*	(src/mail/lazy_curl.c, lazy_xml.c, src/core/lazy_cairo.c,
/*	lazy_deflate.c).
/*	Test ids:
/*
/*	lazy-1.*	lazy_sym(): a symbol of a library found by configure,
/*			the same address twice; a library that does not
/*			exist gives NULL and is not tried again; a symbol
/*			a library lacks gives NULL
/*	lazy-2.*	the wrappers reach the libraries: HTML parsed
/*			(html_to_text()), a curl handle made and set up
/*			(long, string, function and slist options), the
/*			words of a CURLcode
/*	lazy-3.1	cairo and pango (lazy_cairo.c): not loaded at
/*			start (a program linked as pbemd is), loaded by
/*			picture_open(), and text drawn through the
/*			wrappers makes a PNG
/*	lazy-3.2	libdeflate (lazy_deflate.c): not loaded at start
/*			nor by picture_open(), loaded by the first PNG
/*			(picture_png())
/* SEE ALSO
/*	src/core/lazy.h, the module under test.
/*--*/

/* Build. */
#include "config.h" /* PB_XML_SONAME, PB_PANGOCAIRO_SONAME, PB_DEFLATE_SONAME */

/* System. */
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

/* Third party. */
#include <check.h>
#include <curl/curl.h>

/* pbemd-wide. */
#include "core/lazy.h"
#include "core/pb.h"
#include "core/picture.h"
#include "mail/html.h"

/* Local. */
#include "testrun.h"

/* lazy-1.1: a library configure found: the address, the same twice */
START_TEST(test_found)
{
	struct lazy_lib lib = LAZY_LIB(PB_XML_SONAME);
	void           *a, *b;

	a = lazy_sym(&lib, "xmlFreeDoc");
	b = lazy_sym(&lib, "xmlFreeDoc");
	ck_assert_msg(a != NULL && a == b, "lazy-1.1 xmlFreeDoc of %s", PB_XML_SONAME);
	ck_assert_msg(lib.handle != NULL && !lib.failed, "lazy-1.1 loaded once");
}
END_TEST

/* lazy-1.2: no such library: NULL, said once, not tried again */
START_TEST(test_missing_lib)
{
	struct lazy_lib lib = LAZY_LIB("libpbemd-no-such-library.so.0");

	ck_assert_msg(lazy_sym(&lib, "f") == NULL, "lazy-1.2 NULL");
	ck_assert_msg(lib.failed && lib.handle == NULL, "lazy-1.2 failed, remembered");
	ck_assert_msg(lazy_sym(&lib, "f") == NULL && lib.failed, "lazy-1.2 still NULL");
}
END_TEST

/* lazy-1.3: a symbol the library lacks: NULL, the library stays */
START_TEST(test_missing_sym)
{
	struct lazy_lib lib = LAZY_LIB(PB_XML_SONAME);

	ck_assert_msg(lazy_sym(&lib, "pbemd_no_such_function") == NULL, "lazy-1.3 NULL");
	ck_assert_msg(lib.handle != NULL && !lib.failed, "lazy-1.3 library kept");
}
END_TEST

/* lazy-2.1: libxml2 behind html_to_text() */
START_TEST(test_xml)
{
	const char *html = "<html><body><p>move \"Ann\" to police</p></body></html>";
	char       *text = html_to_text(html, strlen(html));

	ck_assert_msg(text != NULL && strstr(text, "move \"Ann\" to police") != NULL,
	    "lazy-2.1 html_to_text: [%s]", text ? text : "(null)");
	free(text);
}
END_TEST

/* no_write - a write callback that takes nothing */
static size_t
no_write(char *p, size_t size, size_t n, void *arg)
{
	(void)p;
	(void)arg;
	return (size * n);
}

/* lazy-2.2: libcurl behind the curl_* functions */
START_TEST(test_curl)
{
	struct curl_slist *l;
	CURL              *c = curl_easy_init();
	long               code = -1;

	ck_assert_msg(c != NULL, "lazy-2.2 curl_easy_init");
	ck_assert_int_eq(curl_easy_setopt(c, CURLOPT_TIMEOUT, 5L), CURLE_OK);
	ck_assert_int_eq(curl_easy_setopt(c, CURLOPT_URL, "smtp://127.0.0.1:9"), CURLE_OK);
	ck_assert_int_eq(curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, no_write), CURLE_OK);
	l = curl_slist_append(NULL, "to@example.org");
	ck_assert_msg(l != NULL && strcmp(l->data, "to@example.org") == 0, "lazy-2.2 slist");
	ck_assert_int_eq(curl_easy_setopt(c, CURLOPT_MAIL_RCPT, l), CURLE_OK);
	ck_assert_int_eq(curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &code), CURLE_OK);
	ck_assert_msg(code == 0, "lazy-2.2 no response yet: %ld", code);
	ck_assert_msg(strcmp(curl_easy_strerror(CURLE_OK), "No error") == 0, "lazy-2.2 strerror");
	curl_slist_free_all(l);
	curl_easy_cleanup(c);
}
END_TEST

/* lazy-3.1: cairo and pango loaded by picture_open(), not before */
START_TEST(test_cairo)
{
	struct picture *pic;
	struct pb_err   err;
	unsigned char  *png = NULL;
	size_t          len = 0;
	void           *h;

	h = dlopen(PB_PANGOCAIRO_SONAME, RTLD_NOW | RTLD_NOLOAD);
	ck_assert_msg(h == NULL, "lazy-3.1 %s loaded at start", PB_PANGOCAIRO_SONAME);
	ck_assert_msg(picture_open(&err) == PB_OK, "lazy-3.1 %s", err.msg);
	h = dlopen(PB_PANGOCAIRO_SONAME, RTLD_NOW | RTLD_NOLOAD);
	ck_assert_msg(h != NULL, "lazy-3.1 %s not loaded by picture_open()", PB_PANGOCAIRO_SONAME);
	dlclose(h);
	pic = picture_new_tall(PICTURE_WIDTH, 200);
	picture_text(pic, 10, 10, 300, "Colony", PICTURE_SIZE_TEXT, PICTURE_BLACK, PICTURE_BOLD);
	picture_box(pic, 10, 60, 100, 40, PICTURE_SKY, PICTURE_BLACK, 2);
	ck_assert_msg(picture_png(pic, &png, &len, &err) == PB_OK, "lazy-3.1 png: %s", err.msg);
	ck_assert_msg(len > 8 && memcmp(png, "\x89PNG", 4) == 0, "lazy-3.1 a PNG");
	free(png);
	picture_free(pic);
}
END_TEST

/* lazy-3.2: libdeflate loaded by the first PNG, not before */
START_TEST(test_deflate)
{
	struct picture *pic;
	struct pb_err   err;
	unsigned char  *png = NULL;
	size_t          len = 0;
	void           *h;

	ck_assert_msg(picture_open(&err) == PB_OK, "lazy-3.2 %s", err.msg);
	h = dlopen(PB_DEFLATE_SONAME, RTLD_NOW | RTLD_NOLOAD);
	ck_assert_msg(h == NULL, "lazy-3.2 %s loaded before a PNG", PB_DEFLATE_SONAME);
	pic = picture_new_tall(PICTURE_WIDTH, 200);
	picture_box(pic, 10, 60, 100, 40, PICTURE_SKY, PICTURE_BLACK, 2);
	ck_assert_msg(picture_png(pic, &png, &len, &err) == PB_OK, "lazy-3.2 png: %s", err.msg);
	h = dlopen(PB_DEFLATE_SONAME, RTLD_NOW | RTLD_NOLOAD);
	ck_assert_msg(h != NULL, "lazy-3.2 %s not loaded by a PNG", PB_DEFLATE_SONAME);
	dlclose(h);
	free(png);
	picture_free(pic);
}
END_TEST

/* lazy_suite - the cases */
static Suite *
lazy_suite(void)
{
	Suite *s = suite_create("lazy");
	TCase *tc = tcase_create("lazy");

	tcase_add_test(tc, test_found);
	tcase_add_test(tc, test_missing_lib);
	tcase_add_test(tc, test_missing_sym);
	tcase_add_test(tc, test_xml);
	tcase_add_test(tc, test_curl);
	tcase_add_test(tc, test_cairo);
	tcase_add_test(tc, test_deflate);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (test_main(lazy_suite));
}
