/*++
/* NAME
/*	render 3h
/* SUMMARY
/*	plain-text mail templates over a JSON view (a Mustache subset)
/* SYNOPSIS
/*	#include "core/render.h"
/* DESCRIPTION
/*	Views are jansson objects built by game modules (privacy by
/*	construction: a template sees only the view it is given).
/*
/*	Template syntax (no HTML escaping: output is text/plain):
/*	{{name}} or {{a.b.c}}: the value at that path, looked up in the
/*	innermost context first, then outwards; strings as they are,
/*	integers in decimal, reals with %g, true/false as "yes"/"no".
/*	{{.}}: the current context value itself.
/*	{{count|one|many}}: the count and the noun for it, "1 card" or
/*	"3 cards" ({{n|card|cards}}).
/*	{{#name}}...{{/name}}: an array renders the block once per element
/*	with the element as context; an object renders once with the
/*	object as context; true, a non-zero number or a non-empty string
/*	renders once in the current context; false, null, 0, "", [] and a
/*	missing name render nothing.
/*	{{^name}}...{{/name}}: renders once exactly when # would not.
/*	{{>name}}: the partial template NAME of the same set.
/*	{{!comment}}: nothing.
/*	A line holding only a section, inverted, closing, partial or
/*	comment tag (plus white space) is removed whole, so that control
/*	lines leave no blank lines behind; a standalone partial is indented
/*	like its tag.
/*
/*	A variable whose path is missing is an error (PB_EDATA naming the
/*	path and template): a template never silently prints nothing.
/*
/*	render_open() loads the template set of a game kind (NULL: mail
/*	about no game) and a locale: DIR/LOCALE/KIND/NAME.txt, else
/*	DIR/LOCALE/NAME.txt, else DIR/en/KIND/NAME.txt, else
/*	DIR/en/NAME.txt, one name space in which partials resolve.  A set
/*	for no game leaves out the templates that need a game's partials
/*	(those of DIR/en/KIND/, for any KIND).
/*	render_open_lazy() is render_open() for pbemd's own sets: a set
/*	for a KIND parses each template when it is first rendered, and a
/*	broken one fails that render (pbemd -n opens with render_open()).
/*	render_mail() renders NAME: its first line must be "Subject: ...",
/*	followed by one blank line and the body; both parts are rendered
/*	with the same view.  *subject and *body are written only on
/*	success, caller frees.  render_string() renders a template given as
/*	text (partials from the set, which may be NULL).
/*	render_mail_seen() is render_mail() that also sets *seen when the
/*	partial named watch was rendered (inside a section that rendered
/*	nothing it was not): how the arbiter knows a mail shows the board.
/*	render_has() tells whether the set has NAME.
/*	render_close(NULL) is a no-op.
/* DIAGNOSTICS
/*	PB_ENOENT: no such template.  PB_EDATA: syntax error (unclosed or
/*	mismatched section, with line number) or a missing variable.
/*	PB_ESYS: the directory cannot be read.
/*--*/

#ifndef RENDER_H
#define RENDER_H

#include <jansson.h>

#include "core/pb.h"

struct render;

enum pb_rc render_open(
    const char *dir, const char *locale, const char *kind, struct render **, struct pb_err *);
enum pb_rc render_open_lazy(
    const char *dir, const char *locale, const char *kind, struct render **, struct pb_err *);
void       render_close(struct render *);
int        render_has(const struct render *, const char *name);
enum pb_rc render_mail(const struct render *, const char *name, json_t *view, char **subject,
    char **body, struct pb_err *);
enum pb_rc render_mail_seen(const struct render *, const char *name, json_t *view,
    const char *watch, int *seen, char **subject, char **body, struct pb_err *);
enum pb_rc render_string(
    const struct render *, const char *tmpl, json_t *view, char **out, struct pb_err *);

#endif
