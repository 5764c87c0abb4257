/*++
/* NAME
/*	lazy_cairo 3
/* SUMMARY
/*	cairo and pango, loaded when a picture is first drawn
/* SYNOPSIS
/*	#include "core/lazy_cairo.h"
/*
/*	enum pb_rc lazy_cairo_open(struct pb_err *err)
/* DESCRIPTION
/*	The functions of cairo, pango and GObject that picture.c calls,
/*	under their own names: pbemd is not linked with them, nor with
/*	what they bring (fontconfig, freetype, harfbuzz, pixman, glib,
/*	libpng, X11 and xcb: 35 of the 56 libraries pbemd was linked with),
/*	which only a mail that shows a picture of the board needs.  A
/*	process that delivers a mail with no picture (pbemd --deliver, an
/*	MDA) no longer maps them nor resolves their symbols at start.
/*
/*	lazy_cairo_open() loads libpangocairo (its soname found by
/*	configure) and with it cairo, pango and GObject, its dependencies,
/*	in which lazy_sym() finds every symbol below.  picture_new() and
/*	picture_new_tall() call it; a caller that must not panic when the
/*	libraries are missing calls picture_open() first.
/*
/*	Before pango makes its font map, lazy_cairo_open() has fonts.c
/*	give fontconfig pbemd's own configuration (fonts_setup(), through
/*	the fontconfig wrappers below): fontconfig, loaded with pango, is
/*	not started from the system's whole /etc/fonts tree.
/*
/*	Each wrapper looks its function up once and forwards to it; the
/*	compiler checks it against the header's prototype.
/* DIAGNOSTICS
/*	lazy_cairo_open(): PB_ESYS when the libraries cannot be loaded
/*	(said once by lazy_sym()).  A wrapper whose function cannot be
/*	found panics: picture_open() said the libraries were there.
/* SEE ALSO
/*	lazy(3), picture(3), fonts(3).
/*--*/

/* Build. */
#include <config.h> /* PB_PANGOCAIRO_SONAME (not core/config.h, beside this file) */

/* Third party. */
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>

/* pbemd-wide. */
#include "core/fonts.h"
#include "core/lazy.h"
#include "core/pb.h"

/* Local. */
#include "core/lazy_cairo.h"

static struct lazy_lib pangocairo = LAZY_LIB(PB_PANGOCAIRO_SONAME);

/* lazy_cairo_open - the libraries loaded and fontconfig configured
 * (fonts_setup()), or why not */

enum pb_rc
lazy_cairo_open(struct pb_err *err)
{
	if (lazy_sym(&pangocairo, "pango_cairo_create_layout") == NULL)
		return (pb_err_set(err, PB_ESYS, "pictures: %s cannot be loaded", pangocairo.soname));
	fonts_setup();
	return (PB_OK);
}

/* must - a function of the libraries, which must be there */

static void *
must(const char *name)
{
	void *sym;

	if ((sym = lazy_sym(&pangocairo, name)) == NULL)
		pb_panic("lazy_cairo: no %s in %s and its libraries", name, pangocairo.soname);
	return (sym);
}

/* FN - fn, the libraries' function of that name (looked up once) */
#define FN(name)                                                                                   \
	static __typeof__(&name) fn;                                                               \
	if (fn == NULL)                                                                            \
	fn = (__typeof__(&name))must(#name)

/*
  * The wrappers, by the number of arguments: RETn returns what the
  * function returns, VOIDn returns nothing.  Each is the function of the
  * header's prototype, under its name.
  */
#define RET0(type, name)                                                                           \
	type name(void)                                                                            \
	{                                                                                          \
		FN(name);                                                                          \
		return (fn());                                                                     \
	}
#define RET1(type, name, A)                                                                        \
	type name(A a)                                                                             \
	{                                                                                          \
		FN(name);                                                                          \
		return (fn(a));                                                                    \
	}
#define RET2(type, name, A, B)                                                                     \
	type name(A a, B b)                                                                        \
	{                                                                                          \
		FN(name);                                                                          \
		return (fn(a, b));                                                                 \
	}
#define RET3(type, name, A, B, C)                                                                  \
	type name(A a, B b, C c)                                                                   \
	{                                                                                          \
		FN(name);                                                                          \
		return (fn(a, b, c));                                                              \
	}
#define RET5(type, name, A, B, C, D, E)                                                            \
	type name(A a, B b, C c, D d, E e)                                                         \
	{                                                                                          \
		FN(name);                                                                          \
		return (fn(a, b, c, d, e));                                                        \
	}
#define VOID1(name, A)                                                                             \
	void name(A a)                                                                             \
	{                                                                                          \
		FN(name);                                                                          \
		fn(a);                                                                             \
	}
#define VOID2(name, A, B)                                                                          \
	void name(A a, B b)                                                                        \
	{                                                                                          \
		FN(name);                                                                          \
		fn(a, b);                                                                          \
	}
#define VOID3(name, A, B, C)                                                                       \
	void name(A a, B b, C c)                                                                   \
	{                                                                                          \
		FN(name);                                                                          \
		fn(a, b, c);                                                                       \
	}
#define VOID4(name, A, B, C, D)                                                                    \
	void name(A a, B b, C c, D d)                                                              \
	{                                                                                          \
		FN(name);                                                                          \
		fn(a, b, c, d);                                                                    \
	}
#define VOID5(name, A, B, C, D, E)                                                                 \
	void name(A a, B b, C c, D d, E e)                                                         \
	{                                                                                          \
		FN(name);                                                                          \
		fn(a, b, c, d, e);                                                                 \
	}
#define VOID6(name, A, B, C, D, E, F)                                                              \
	void name(A a, B b, C c, D d, E e, F f)                                                    \
	{                                                                                          \
		FN(name);                                                                          \
		fn(a, b, c, d, e, f);                                                              \
	}

/* ---- cairo: surfaces ----------------------------------------------------- */

RET3(cairo_surface_t *, cairo_image_surface_create, cairo_format_t, int, int)
RET5(cairo_surface_t *, cairo_image_surface_create_for_data, unsigned char *, cairo_format_t, int,
    int, int)
RET2(int, cairo_format_stride_for_width, cairo_format_t, int)
RET2(cairo_surface_t *, cairo_recording_surface_create, cairo_content_t, const cairo_rectangle_t *)
RET1(unsigned char *, cairo_image_surface_get_data, cairo_surface_t *)
RET1(int, cairo_image_surface_get_stride, cairo_surface_t *)
RET1(cairo_surface_t *, cairo_surface_reference, cairo_surface_t *)
VOID1(cairo_surface_flush, cairo_surface_t *)
VOID5(cairo_surface_mark_dirty_rectangle, cairo_surface_t *, int, int, int, int)
VOID1(cairo_surface_destroy, cairo_surface_t *)

/* ---- cairo: contexts ----------------------------------------------------- */

RET1(cairo_t *, cairo_create, cairo_surface_t *)
VOID1(cairo_destroy, cairo_t *)
RET1(cairo_status_t, cairo_status, cairo_t *)
RET1(const char *, cairo_status_to_string, cairo_status_t)
VOID1(cairo_save, cairo_t *)
VOID1(cairo_restore, cairo_t *)
VOID4(cairo_set_source_rgb, cairo_t *, double, double, double)
VOID4(cairo_set_source_surface, cairo_t *, cairo_surface_t *, double, double)
VOID2(cairo_set_line_width, cairo_t *, double)
VOID2(cairo_set_line_cap, cairo_t *, cairo_line_cap_t)

/* ---- cairo: paths and painting ------------------------------------------- */

VOID1(cairo_new_path, cairo_t *)
VOID1(cairo_new_sub_path, cairo_t *)
VOID1(cairo_close_path, cairo_t *)
VOID3(cairo_move_to, cairo_t *, double, double)
VOID3(cairo_line_to, cairo_t *, double, double)
VOID6(cairo_arc, cairo_t *, double, double, double, double, double)
VOID5(cairo_rectangle, cairo_t *, double, double, double, double)
VOID1(cairo_clip, cairo_t *)
VOID1(cairo_fill, cairo_t *)
VOID1(cairo_fill_preserve, cairo_t *)
VOID1(cairo_stroke, cairo_t *)
VOID1(cairo_stroke_preserve, cairo_t *)
VOID1(cairo_paint, cairo_t *)

/* ---- cairo: font options ------------------------------------------------- */

RET0(cairo_font_options_t *, cairo_font_options_create)
VOID1(cairo_font_options_destroy, cairo_font_options_t *)
VOID2(cairo_font_options_set_antialias, cairo_font_options_t *, cairo_antialias_t)
VOID2(cairo_font_options_set_hint_style, cairo_font_options_t *, cairo_hint_style_t)
VOID2(cairo_font_options_set_hint_metrics, cairo_font_options_t *, cairo_hint_metrics_t)
VOID2(cairo_set_font_options, cairo_t *, const cairo_font_options_t *)

/* ---- pango --------------------------------------------------------------- */

RET1(PangoLayout *, pango_cairo_create_layout, cairo_t *)
VOID2(pango_cairo_show_layout, cairo_t *, PangoLayout *)
RET1(PangoFontDescription *, pango_font_description_from_string, const char *)
VOID2(pango_font_description_set_absolute_size, PangoFontDescription *, double)
VOID2(pango_font_description_set_weight, PangoFontDescription *, PangoWeight)
VOID1(pango_font_description_free, PangoFontDescription *)
VOID2(pango_layout_set_font_description, PangoLayout *, const PangoFontDescription *)
VOID2(pango_layout_set_width, PangoLayout *, int)
VOID2(pango_layout_set_wrap, PangoLayout *, PangoWrapMode)
VOID2(pango_layout_set_ellipsize, PangoLayout *, PangoEllipsizeMode)
VOID2(pango_layout_set_alignment, PangoLayout *, PangoAlignment)
VOID3(pango_layout_set_text, PangoLayout *, const char *, int)
VOID3(pango_layout_get_pixel_size, PangoLayout *, int *, int *)
VOID3(pango_layout_get_pixel_extents, PangoLayout *, PangoRectangle *, PangoRectangle *)

/* ---- fontconfig: pbemd's own configuration (fonts.c) --------------------- */

RET0(FcConfig *, FcConfigCreate)
RET3(FcBool, FcConfigParseAndLoad, FcConfig *, const FcChar8 *, FcBool)
RET1(FcBool, FcConfigSetCurrent, FcConfig *)
VOID1(FcConfigDestroy, FcConfig *)

/* ---- GObject: a layout is one -------------------------------------------- */

VOID1(g_object_unref, gpointer)
