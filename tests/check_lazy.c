/*++
/* NAME
/*	check_lazy 1
/* SUMMARY
/*	unit tests for libraries loaded when first used
/* SYNOPSIS
/*	tests/check_lazy
/* DESCRIPTION
/*	lazy_sym() (src/core/lazy.c) and the wrappers that stand for
/*	libcurl, libxml2, cairo and pango in pbemd (src/mail/lazy_curl.c,
/*	lazy_xml.c, src/core/lazy_cairo.c).
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
/*	lazy-3.2	fontconfig started from CONTENT/fonts.conf
/*			(src/core/fonts.c), not the system's: a rule of
/*			its own (DejaVu Serif first) changes the text's
/*			pixels
/*	lazy-3.3	content/fonts.conf draws a text in bold and
/*			regular to the same pixels as the system's
/*			configuration (Debian's /etc/fonts: the
/*			pictures' bytes did not move with it), fall-back
/*			glyphs included (U+2312 is only in DejaVu Sans
/*			Mono, U+1D15 only in DejaVu Serif)
/* SEE ALSO
/*	src/core/lazy.h, the module under test.
/*--*/

/* Build. */
#include "config.h" /* PB_XML_SONAME, PB_PANGOCAIRO_SONAME */

/* System. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

/* Third party. */
#include <check.h>
#include <curl/curl.h>

/* pbemd-wide. */
#include "core/fonts.h"
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

/* text_png - a PNG of a bold and a regular text (two of its glyphs not
 * in DejaVu Sans), drawn with CONTENT's fonts.conf (NULL: the system's
 * configuration); each test is a process of its own (check forks), so
 * fontconfig starts afresh */

static unsigned char *
text_png(const char *content, size_t *len)
{
	struct picture *pic;
	struct pb_err   err;
	unsigned char  *png = NULL;

	fonts_conf(content);
	ck_assert_msg(picture_open(&err) == PB_OK, "lazy-3 %s", err.msg);
	pic = picture_new_tall(PICTURE_WIDTH, 120);
	picture_text(
	    pic, 10, 10, 300, "Colony: Harry", PICTURE_SIZE_TEXT, PICTURE_BLACK, PICTURE_BOLD);
	picture_text(
	    pic, 10, 60, 300, "Sophie \u2312\u1d15 \u0416", PICTURE_SIZE_TEXT, PICTURE_BLACK, 0);
	ck_assert_msg(picture_png(pic, &png, len, &err) == PB_OK, "lazy-3 png: %s", err.msg);
	picture_free(pic);
	return (png);
}

/* text_png_in - text_png() in a child process; the PNG back in a file */

static unsigned char *
text_png_in(const char *content, size_t *len)
{
	char           path[] = "/tmp/check_lazy.XXXXXX";
	unsigned char *png, buf[1 << 16];
	FILE          *fp;
	pid_t          pid;
	int            fd, status;

	ck_assert((fd = mkstemp(path)) >= 0);
	if ((pid = fork()) == 0) {
		png = text_png(content, len);
		_exit(write(fd, png, *len) == (ssize_t)*len ? 0 : 1);
	}
	ck_assert(pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status)
	    && WEXITSTATUS(status) == 0);
	ck_assert((fp = fdopen(fd, "r")) != NULL && fseek(fp, 0, SEEK_SET) == 0);
	*len = fread(buf, 1, sizeof(buf), fp);
	ck_assert(*len > 8 && *len < sizeof(buf));
	fclose(fp);
	unlink(path);
	png = pb_malloc(*len);
	memcpy(png, buf, *len);
	return (png);
}

/* lazy-3.2: CONTENT/fonts.conf is the configuration fontconfig starts with */
START_TEST(test_fonts_own)
{
	char           dir[] = "/tmp/check_lazy.XXXXXX";
	char          *conf, *ours;
	const char    *serif;
	unsigned char *a, *b;
	size_t         alen, blen;
	FILE          *fp;

	ck_assert(mkdtemp(dir) != NULL);
	conf = pb_asprintf("%s/fonts.conf", dir);
	ours = pb_asprintf("<include>%s/content/fonts.conf</include>", PB_SRCDIR);
	serif = "<match target=\"pattern\"><edit name=\"family\" mode=\"prepend_first\" "
	        "binding=\"strong\">"
	        "<string>DejaVu Serif</string></edit></match>";
	ck_assert((fp = fopen(conf, "w")) != NULL);
	fprintf(fp, "<?xml version=\"1.0\"?>\n<fontconfig>%s%s</fontconfig>\n", ours, serif);
	ck_assert(fclose(fp) == 0);
	a = text_png_in(PB_SRCDIR "/content", &alen);
	b = text_png_in(dir, &blen);
	ck_assert_msg(alen != blen || memcmp(a, b, alen) != 0,
	    "lazy-3.2 %s (DejaVu Serif first) not used", conf);
	unlink(conf);
	rmdir(dir);
	free(a);
	free(b);
	free(conf);
	free(ours);
}
END_TEST

/* lazy-3.3: content/fonts.conf draws as the system's configuration */
START_TEST(test_fonts_same)
{
	unsigned char *a, *b;
	size_t         alen, blen;

	a = text_png_in(PB_SRCDIR "/content", &alen);
	b = text_png_in(NULL, &blen);
	ck_assert_msg(alen == blen && memcmp(a, b, alen) == 0,
	    "lazy-3.3 content/fonts.conf: other pixels than /etc/fonts' (%zu and %zu bytes)", alen,
	    blen);
	free(a);
	free(b);
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
	tcase_add_test(tc, test_fonts_own);
	tcase_add_test(tc, test_fonts_same);
	suite_add_tcase(s, tc);
	return (s);
}

int
main(void)
{
	return (test_main(lazy_suite));
}
