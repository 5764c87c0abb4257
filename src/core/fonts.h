/*++
/* NAME
/*	fonts 3h
/* SUMMARY
/*	the fontconfig configuration pictures are drawn with
/* SYNOPSIS
/*	#include "core/fonts.h"
/*
/*	void	fonts_conf(const char *content)
/*
/*	void	fonts_setup(void)
/* DESCRIPTION
/*	See fonts.c: CONTENT/fonts.conf, a few rules, in place of the
/*	system's /etc/fonts tree.
/*--*/

#ifndef FONTS_H
#define FONTS_H

void fonts_conf(const char *content);
void fonts_setup(void);

#endif
