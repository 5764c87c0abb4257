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
/*	Each wrapper looks its function up once and forwards to it.
/* DIAGNOSTICS
/*	lazy_cairo_open(): PB_ESYS when the libraries cannot be loaded
/*	(said once by lazy_sym()).  A wrapper whose function cannot be
/*	found panics: picture_open() said the libraries were there.
/* SEE ALSO
/*	lazy(3), picture(3).
/*--*/

/* Build. */
#include <config.h> /* PB_PANGOCAIRO_SONAME (not core/config.h, beside this file) */

/* Third party. */
#include <cairo.h>
#include <pango/pangocairo.h>

/* pbemd-wide. */
#include "core/lazy.h"
#include "core/pb.h"

/* Local. */
#include "core/lazy_cairo.h"

static struct lazy_lib pangocairo = LAZY_LIB(PB_PANGOCAIRO_SONAME);

/* lazy_cairo_open - the libraries loaded, or why not */

enum pb_rc
lazy_cairo_open(struct pb_err *err)
{
	if (lazy_sym(&pangocairo, "pango_cairo_create_layout") == NULL)
		return (pb_err_set(err, PB_ESYS, "pictures: %s cannot be loaded", pangocairo.soname));
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

/* ---- cairo: surfaces ----------------------------------------------------- */

cairo_surface_t *
cairo_image_surface_create(cairo_format_t format, int width, int height)
{
	FN(cairo_image_surface_create);
	return (fn(format, width, height));
}

cairo_surface_t *
cairo_recording_surface_create(cairo_content_t content, const cairo_rectangle_t *extents)
{
	FN(cairo_recording_surface_create);
	return (fn(content, extents));
}

unsigned char *
cairo_image_surface_get_data(cairo_surface_t *surface)
{
	FN(cairo_image_surface_get_data);
	return (fn(surface));
}

int
cairo_image_surface_get_stride(cairo_surface_t *surface)
{
	FN(cairo_image_surface_get_stride);
	return (fn(surface));
}

cairo_surface_t *
cairo_surface_reference(cairo_surface_t *surface)
{
	FN(cairo_surface_reference);
	return (fn(surface));
}

void
cairo_surface_flush(cairo_surface_t *surface)
{
	FN(cairo_surface_flush);
	fn(surface);
}

void
cairo_surface_destroy(cairo_surface_t *surface)
{
	FN(cairo_surface_destroy);
	fn(surface);
}

/* ---- cairo: contexts ----------------------------------------------------- */

cairo_t *
cairo_create(cairo_surface_t *target)
{
	FN(cairo_create);
	return (fn(target));
}

void
cairo_destroy(cairo_t *cr)
{
	FN(cairo_destroy);
	fn(cr);
}

cairo_status_t
cairo_status(cairo_t *cr)
{
	FN(cairo_status);
	return (fn(cr));
}

const char *
cairo_status_to_string(cairo_status_t status)
{
	FN(cairo_status_to_string);
	return (fn(status));
}

void
cairo_save(cairo_t *cr)
{
	FN(cairo_save);
	fn(cr);
}

void
cairo_restore(cairo_t *cr)
{
	FN(cairo_restore);
	fn(cr);
}

void
cairo_set_source_rgb(cairo_t *cr, double red, double green, double blue)
{
	FN(cairo_set_source_rgb);
	fn(cr, red, green, blue);
}

void
cairo_set_source_surface(cairo_t *cr, cairo_surface_t *surface, double x, double y)
{
	FN(cairo_set_source_surface);
	fn(cr, surface, x, y);
}

void
cairo_set_line_width(cairo_t *cr, double width)
{
	FN(cairo_set_line_width);
	fn(cr, width);
}

void
cairo_set_line_cap(cairo_t *cr, cairo_line_cap_t line_cap)
{
	FN(cairo_set_line_cap);
	fn(cr, line_cap);
}

/* ---- cairo: paths and painting ------------------------------------------- */

void
cairo_new_path(cairo_t *cr)
{
	FN(cairo_new_path);
	fn(cr);
}

void
cairo_new_sub_path(cairo_t *cr)
{
	FN(cairo_new_sub_path);
	fn(cr);
}

void
cairo_close_path(cairo_t *cr)
{
	FN(cairo_close_path);
	fn(cr);
}

void
cairo_move_to(cairo_t *cr, double x, double y)
{
	FN(cairo_move_to);
	fn(cr, x, y);
}

void
cairo_line_to(cairo_t *cr, double x, double y)
{
	FN(cairo_line_to);
	fn(cr, x, y);
}

void
cairo_arc(cairo_t *cr, double xc, double yc, double radius, double angle1, double angle2)
{
	FN(cairo_arc);
	fn(cr, xc, yc, radius, angle1, angle2);
}

void
cairo_rectangle(cairo_t *cr, double x, double y, double width, double height)
{
	FN(cairo_rectangle);
	fn(cr, x, y, width, height);
}

void
cairo_clip(cairo_t *cr)
{
	FN(cairo_clip);
	fn(cr);
}

void
cairo_fill(cairo_t *cr)
{
	FN(cairo_fill);
	fn(cr);
}

void
cairo_fill_preserve(cairo_t *cr)
{
	FN(cairo_fill_preserve);
	fn(cr);
}

void
cairo_stroke(cairo_t *cr)
{
	FN(cairo_stroke);
	fn(cr);
}

void
cairo_stroke_preserve(cairo_t *cr)
{
	FN(cairo_stroke_preserve);
	fn(cr);
}

void
cairo_paint(cairo_t *cr)
{
	FN(cairo_paint);
	fn(cr);
}

/* ---- cairo: font options ------------------------------------------------- */

cairo_font_options_t *
cairo_font_options_create(void)
{
	FN(cairo_font_options_create);
	return (fn());
}

void
cairo_font_options_destroy(cairo_font_options_t *options)
{
	FN(cairo_font_options_destroy);
	fn(options);
}

void
cairo_font_options_set_antialias(cairo_font_options_t *options, cairo_antialias_t antialias)
{
	FN(cairo_font_options_set_antialias);
	fn(options, antialias);
}

void
cairo_font_options_set_hint_style(cairo_font_options_t *options, cairo_hint_style_t hint_style)
{
	FN(cairo_font_options_set_hint_style);
	fn(options, hint_style);
}

void
cairo_font_options_set_hint_metrics(cairo_font_options_t *options, cairo_hint_metrics_t hint_metrics)
{
	FN(cairo_font_options_set_hint_metrics);
	fn(options, hint_metrics);
}

void
cairo_set_font_options(cairo_t *cr, const cairo_font_options_t *options)
{
	FN(cairo_set_font_options);
	fn(cr, options);
}

/* ---- pango --------------------------------------------------------------- */

PangoLayout *
pango_cairo_create_layout(cairo_t *cr)
{
	FN(pango_cairo_create_layout);
	return (fn(cr));
}

void
pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout)
{
	FN(pango_cairo_show_layout);
	fn(cr, layout);
}

PangoFontDescription *
pango_font_description_from_string(const char *str)
{
	FN(pango_font_description_from_string);
	return (fn(str));
}

void
pango_font_description_set_absolute_size(PangoFontDescription *desc, double size)
{
	FN(pango_font_description_set_absolute_size);
	fn(desc, size);
}

void
pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight)
{
	FN(pango_font_description_set_weight);
	fn(desc, weight);
}

void
pango_font_description_free(PangoFontDescription *desc)
{
	FN(pango_font_description_free);
	fn(desc);
}

void
pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc)
{
	FN(pango_layout_set_font_description);
	fn(layout, desc);
}

void
pango_layout_set_width(PangoLayout *layout, int width)
{
	FN(pango_layout_set_width);
	fn(layout, width);
}

void
pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap)
{
	FN(pango_layout_set_wrap);
	fn(layout, wrap);
}

void
pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize)
{
	FN(pango_layout_set_ellipsize);
	fn(layout, ellipsize);
}

void
pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment)
{
	FN(pango_layout_set_alignment);
	fn(layout, alignment);
}

void
pango_layout_set_text(PangoLayout *layout, const char *text, int length)
{
	FN(pango_layout_set_text);
	fn(layout, text, length);
}

void
pango_layout_get_pixel_size(PangoLayout *layout, int *width, int *height)
{
	FN(pango_layout_get_pixel_size);
	fn(layout, width, height);
}

/* ---- GObject: a layout is one -------------------------------------------- */

void
g_object_unref(gpointer object)
{
	FN(g_object_unref);
	fn(object);
}
