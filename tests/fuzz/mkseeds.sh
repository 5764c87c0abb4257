#!/bin/sh
# mkseeds.sh - write the intake fuzzer's seeds that reach its limits.
#
# Usage: tests/fuzz/mkseeds.sh DIR
#
# Writes DIR/fit, seeds of at most 64 KiB that the fuzzer mutates
# (tests/fuzz-intake.sh runs it with -max_len=65536, and fails when a
# seed of fit is longer), and DIR/big, larger seeds (up to 4 MB, the
# default [limits] max_size) and slow ones (21000 short lines: 0.2 s an
# execution under ASan) that are only replayed whole through the
# harness: libFuzzer would cut them to -max_len, and mutating them runs
# a few inputs a second.  The seeds are made
# at test time, not kept in git; they are the same on every run (no
# randomness), and reach:
#   - the part limit of mime(3) (MIME_MAX_TYPES, 500 lines starting
#     "Content-Type"): 499 and 501 parts, 5000 parts; 500 and 600
#     Content-Type fields in one header; nesting 499 and 501 levels deep
#     (multipart, and message/rfc822), and 30000 levels (the stack
#     attack that limit exists for)
#   - long lines: over LEX_MAXLINE (1000) in a command, a header and a
#     body line of 200 KB, and of 1.5 MB (plain, Subject, base64,
#     quoted-printable, HTML)
#   - many lines: 21000 short lines, 25000 lines (over the default
#     [limits] max_lines, 20000) and 60000 lines (over OLDTEXT_MAX_WORDS,
#     50000 words) of commands and quoted old commands; 4 MB (the
#     default max_size); 20000 lines ended by a bare CR
#   - NUL and bare CR in header fields (Subject, From, Message-ID, a
#     field name), CR-only line ends, NUL in command lines
#   - command lines of the arbiter and of Dead of Winter in English,
#     Italian and Spanish under a reply header, with a token in the
#     Subject; deep HTML blockquotes
# Each seed is a file named for what it tests.
set -eu
LC_ALL=C # awk counts bytes
export LC_ALL
[ $# -eq 1 ] || { echo "usage: $0 DIR" >&2; exit 2; }
fit=$1/fit
big=$1/big
mkdir -p "$fit" "$big"

tok=PBEM-1-2-7-ABCDEFGHIJKLMNOP

# hdr - a header section up to MIME-Version, CRLF line ends
hdr() {
	printf 'From: Ann <ann@players.example>\r\nTo: arbiter@fuzz.example\r\n'
	printf 'Subject: Re: [%s] your turn\r\nMessage-ID: <seed.1@players.example>\r\n' "$tok"
	printf 'In-Reply-To: <pbemd.1.7@fuzz.example>\r\nDate: Wed, 25 Nov 2026 12:00:00 +0000\r\n'
	printf 'MIME-Version: 1.0\r\n'
}

# parts N - a multipart/mixed of N text/plain parts, one command each
parts() {
	hdr
	printf 'Content-Type: multipart/mixed; boundary="p"\r\n\r\n'
	awk -v n="$1" 'BEGIN {
		for (i = 1; i <= n; i++)
			printf "--p\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nmove %d to police\r\n", i
		printf "--p--\r\n"
	}'
}

# nest N TYPE - N levels of multipart (TYPE multipart) or message/rfc822
# (TYPE rfc822) around one text/plain part
nest() {
	hdr
	awk -v n="$1" -v t="$2" 'BEGIN {
		for (i = 1; i <= n; i++)
			if (t == "multipart")
				printf "Content-Type: multipart/mixed; boundary=\"n%d\"\r\n\r\n--n%d\r\n", i, i
			else
				printf "Content-Type: message/rfc822\r\n\r\nFrom: x%d@players.example\r\nSubject: level %d\r\n", i, i
		printf "Content-Type: text/plain\r\n\r\nsearch\r\nHELP\r\n"
		if (t == "multipart")
			for (i = n; i >= 1; i--)
				printf "--n%d--\r\n", i
	}'
}

# ctfields N - N Content-Type fields in the top header
ctfields() {
	hdr
	awk -v n="$1" 'BEGIN {
		for (i = 1; i <= n; i++)
			printf "Content-Type: text/plain; charset=x-%d\r\n", i
		printf "\r\nmove 1 to school\r\n"
	}'
}

# run N STR - STR repeated to N bytes, no line end
run() {
	awk -v n="$1" -v c="$2" 'BEGIN {
		s = c
		while (length(s) < n)
			s = s s
		printf "%s", substr(s, 1, n)
	}'
}

# plain - header of a text/plain mail, up to the empty line
plain() {
	hdr
	printf 'Content-Type: text/plain; charset=utf-8\r\n\r\n'
}

# lines N - N lines: commands of three languages, a reply header, the
# old commands quoted, as a long thread would have them
lines() {
	plain
	awk -v n="$1" 'BEGIN {
		split("move 1 to police|muovi 2 alla scuola|mover 3 al colegio|search|cerca|buscar|" \
		    "attack 4 with 1|barricade colony|help|aiuto|ayuda|vote exile 2|show|language it", c, "|")
		for (i = 1; i <= n; i++) {
			if (i % 97 == 0)
				printf "On Tue, 24 Nov 2026 at %d:00, arbiter@fuzz.example wrote:\r\n", i % 24
			else if (i % 3 == 0)
				printf "> %s\r\n", c[i % 14 + 1]
			else
				printf "%s\r\n", c[i % 14 + 1]
		}
	}'
}

# ---- fit: at most 64 KiB, mutated by the fuzzer ----------------------
parts 499 > "$fit/parts-499.eml"
parts 501 > "$fit/parts-501.eml"
nest 499 multipart > "$fit/nest-499.eml"
nest 501 multipart > "$fit/nest-501.eml"
nest 499 rfc822 > "$fit/nest-rfc822-499.eml"
ctfields 500 > "$fit/ctfields-500.eml"
ctfields 600 > "$fit/ctfields-600.eml"
{ plain; awk 'BEGIN { for (i = 1; i <= 21000; i++) printf "%s", (i % 2 ? "a\n" : ">b\n") }'; } \
	> "$big/lines-21000-short.eml"
{ plain; printf 'move 1 to '; run 1200 x; printf '\r\n'; run 2000 'vote '; printf '\r\n'; } \
	> "$fit/command-over-lexmax.eml"
# NUL and bare CR in header fields; NUL in a command line.
printf 'From: Ann \000 <ann@players.example>\r\nTo: arbiter@fuzz.example\r\nSubject: Re: [%s]\000 x\rBcc: victim@else.example\r\nMessage-ID: <nul\000.1@players.example>\r\nX-Na\000me: y\r\nContent-Type: text/plain\r\n\r\nmove 1\000 to police\r\nsearch\r\n' "$tok" \
	> "$fit/header-nul-cr.eml"
printf 'From: ann@players.example\rSubject: [%s] move\rContent-Type: text/plain\r\rsearch\rhelp\r' "$tok" \
	> "$fit/cr-only.eml"
printf 'From: ann@players.example\r\r\nSubject: x\r\r\nContent-Type: text/plain\r\r\n\r\r\nsearch\r\r\n' \
	> "$fit/cr-cr-lf.eml"
printf 'From: =?utf-8?B?QW5uIAA=?= <ann@players.example>\r\nSubject: =?utf-8?Q?Re=3A_=00=0D=0ABcc=3A_x=40y?= [%s]\r\nContent-Type: text/plain\r\n\r\nsearch\r\n' "$tok" \
	> "$fit/encoded-nul-crlf.eml"
# Commands of every language, under Italian and Spanish reply headers.
{ plain; printf 'muovi 1 alla stazione di polizia\r\ncerca\r\nfai rumore\r\nmover 2 a la comisaria\r\n'
  printf 'buscar\r\nhacer ruido\r\nlanguage es\r\nidioma it\r\nHELP move\r\nAIUTO muovi\r\nAYUDA\r\n'
  printf 'diary: "unclosed\r\nabsent 2026-12-24 2027-01-02\r\ntimezone Europe/Rome\r\n\r\n'
  printf 'Il giorno mar 24 nov 2026 alle 10:00 arbiter@fuzz.example ha scritto:\r\n> move 9\r\n'
  printf 'El mar, 24 nov 2026 a las 10:00, arbiter@fuzz.example escribi\303\263:\r\n> mover 9\r\n'; } \
	> "$fit/commands-it-es.eml"
{ hdr; printf 'Content-Type: text/html; charset=utf-8\r\n\r\n<html><body>'
  awk 'BEGIN { for (i = 1; i <= 2000; i++) printf "<blockquote>move %d<br>", i }'
  printf '</body></html>\r\n'; } > "$fit/html-blockquote-2000.eml"

# ---- big: up to 4 MB, replayed whole --------------------------------
parts 5000 > "$big/parts-5000.eml"
nest 30000 multipart > "$big/nest-30000.eml"
lines 25000 > "$big/lines-25000.eml"
{ plain; printf 'move '; run 200000 a; printf '\r\nsearch\r\n'; } > "$big/line-200k.eml"
{ hdr; printf 'X-Long: '; run 200000 h; printf '\r\nContent-Type: text/plain\r\n\r\nsearch\r\n'; } \
	> "$big/header-200k.eml"
{ plain; awk 'BEGIN { for (i = 1; i <= 20000; i++) printf "%s", (i % 2 ? "move 1\r" : "search\r") }'; } \
	> "$big/bare-cr-20000.eml"
{ plain; printf 'move '; run 1500000 a; printf '\r\nsearch\r\n'; } > "$big/line-1m5.eml"
{ printf 'From: ann@players.example\r\nSubject: [%s] ' "$tok"; run 1500000 s
  printf '\r\nContent-Type: text/plain\r\n\r\nsearch\r\n'; } \
	> "$big/subject-1m5.eml"
{ hdr; printf 'Content-Type: text/plain\r\nContent-Transfer-Encoding: base64\r\n\r\n'
  run 2000000 QUJD; printf '\r\n'; } > "$big/base64-line-2m.eml"
{ hdr; printf 'Content-Type: text/plain\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n'
  awk 'BEGIN { for (i = 1; i <= 100000; i++) printf "move=20%d=\r\n", i % 10 }'; printf '\r\n'; } \
	> "$big/qp-soft-1m.eml"
{ hdr; printf 'Content-Type: text/html\r\n\r\n<p>'; run 1500000 '<b>x</b>'; printf '</p>\r\n'; } \
	> "$big/html-line-1m5.eml"
{ hdr; printf 'Content-Type: text/html\r\n\r\n<html><body>'
  awk 'BEGIN { for (i = 1; i <= 100000; i++) printf "<blockquote><div>" }'; printf 'search\r\n'; } \
	> "$big/html-nest-100000.eml"
lines 60000 > "$big/lines-60000.eml"
lines 300000 > "$big/lines-4m.eml"
