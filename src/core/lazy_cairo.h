/*++
/* NAME
/*	lazy_cairo 3h
/* SUMMARY
/*	cairo and pango, loaded when a picture is first drawn
/* SYNOPSIS
/*	#include "core/lazy_cairo.h"
/*
/*	enum pb_rc lazy_cairo_open(struct pb_err *err)
/* DESCRIPTION
/*	See lazy_cairo.c: pbemd is not linked with cairo and pango;
/*	lazy_cairo_open() loads them (once) and says whether it could.
/*--*/

#ifndef LAZY_CAIRO_H
#define LAZY_CAIRO_H

#include "core/pb.h"

enum pb_rc lazy_cairo_open(struct pb_err *);

#endif
