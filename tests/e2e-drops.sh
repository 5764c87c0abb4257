#!/bin/sh
# e2e-drops.sh - nothing valid dropped in silence, replies capped: mails fed
# to the real pbemd (--deliver, as an MDA), the outbox Maildir read back.
# Test ids e2e-11.*.
#
#   e2e-11.1  a stranger's mail first under a Message-ID: the player's mail
#             under the same ID is applied and answered; delivered again,
#             a duplicate (no second reply)
#   e2e-11.2  600 lines starting "Content-Type" in a player's mail: applied,
#             answered, the reply says the MIME could not be taken apart
#   e2e-11.3  a NUL and a bare CR in the Subject before the token: applied
#   e2e-11.4  19,000 command lines: a reply under 40 KB (the uncapped reply,
#             reply_lines = 0 and reply_line_length = 0, is measured too),
#             "and 18950 more lines refused"; a 1 MB line of prose cut in
#             the list of lines not read and in the JSON part
#   e2e-11.5  a pbemd linked with the static archives (configure.ac,
#             --disable-static-libs) loads no GnuTLS to deliver a mail
#             (lazy_gnutls.c) and no shared libsqlite3
. "$(dirname "$0")/e2e-lib.sh"

printf '[limits]\nmax_per_hour = 0\n' >> "$conf"
ctl init > /dev/null
ctl game new dow --players ann@e2e.example,bob@e2e.example,cid@e2e.example \
	--seed 00000000000000000000000000000000000000000000000000000000000000bb > /dev/null
tok=$(ctl mail outbox --full --to bob@e2e.example | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | head -1)
deliver() { "$top_builddir/src/pbemd" -c "$conf" --deliver -q; }
# replies - mails in the outbox Maildir to bob (the reply subject)
replies() { grep -l '^Subject: Re: .*Your commands' "$tmp"/outbox/new/* 2>/dev/null | wc -l; }
# newest - the newest reply file to bob
newest() { ls -t $(grep -l '^Subject: Re: .*Your commands' "$tmp"/outbox/new/*) | head -1; }
# unqp - a mail with its quoted-printable soft line breaks joined
unqp() { sed -e ':a' -e '/=$/{N;s/=\n//;ba' -e '}' "$1"; }
# flush - the outbox into the Maildir
flush() { "$top_builddir/src/pbemd" -c "$conf" --once -q; }

# ---- e2e-11.1 duplicates by Message-ID and content -----------------------
printf 'From: mallory@evil.example\nSubject: hi\nMessage-ID: <taken@e2e>\n\nhello\n' | deliver
printf 'From: bob@e2e.example\nSubject: Re: %s\nMessage-ID: <taken@e2e>\n\nhelp\n' "$tok" > "$tmp/mine"
deliver < "$tmp/mine"
flush
n1=$(replies)
ok "e2e-11.1 the player's mail under a taken Message-ID is answered" test "$n1" -eq 1
ok "e2e-11.1 inbox: applied" sh -c "'$bin/pbemctl' -c '$conf' mail inbox | grep -q 'applied'"
deliver < "$tmp/mine"
flush
ok "e2e-11.1 the same mail again: no second reply" test "$(replies)" -eq "$n1"

# ---- e2e-11.2 MIME that cannot be taken apart ----------------------------
{
	printf 'From: bob@e2e.example\nSubject: Re: %s\nMessage-ID: <ct@e2e>\n\nshow\n' "$tok"
	i=0; while [ $i -lt 600 ]; do printf 'Content-Type: text/plain; n=%d\n' $i; i=$((i + 1)); done
} | deliver
flush
ok "e2e-11.2 answered" test "$(replies)" -eq $((n1 + 1))
ok "e2e-11.2 the reply says the MIME could not be taken apart" grep -q "could not be taken apart" "$(newest)"

# ---- e2e-11.3 NUL and bare CR in the Subject ------------------------------
printf 'From: bob@e2e.example\nSubject: Re: x\000%s\nMessage-ID: <nul@e2e>\n\nboard\n' "$tok" | deliver
flush
ok "e2e-11.3 NUL before the token: answered" test "$(replies)" -eq $((n1 + 2))
printf 'From: bob@e2e.example\nSubject: Re: x\r%s\nMessage-ID: <cr@e2e>\n\nhelp show\n' "$tok" | deliver
flush
ok "e2e-11.3 bare CR before the token: answered" test "$(replies)" -eq $((n1 + 3))

# ---- e2e-11.4 reply caps ---------------------------------------------------
awk -v tok="$tok" 'BEGIN { printf "From: bob@e2e.example\nSubject: Re: %s\nMessage-ID: <many@e2e>\n\n", tok;
	for (i = 0; i < 19000; i++) printf "keep the widget number %d\n", i }' > "$tmp/many"
deliver < "$tmp/many"
flush
size=$(wc -c < "$(newest)")
echo "# 19,000 lines: reply of $size bytes (mail and JSON part)"
ok "e2e-11.4 19,000 lines: a reply under 40 KB" test "$size" -lt 40000
ok "e2e-11.4 the rest summarised" grep -q "and 18950 more lines refused" "$(newest)"
awk -v tok="$tok" 'BEGIN { printf "From: bob@e2e.example\nSubject: Re: %s\nMessage-ID: <long@e2e>\n\n", tok;
	s = "q"; while (length(s) < 1048576) s = s s; print s }' > "$tmp/long"
deliver < "$tmp/long"
flush
size=$(wc -c < "$(newest)")
echo "# a 1 MB line: reply of $size bytes"
ok "e2e-11.4 a 1 MB line: a reply under 40 KB" test "$size" -lt 40000
unqp "$(newest)" > "$tmp/long.txt"
# The text is format=flowed: as a reader sees it, lines ending in a space
# (=20 in quoted-printable) joined to the next, one leading space
# (stuffing) removed.
sed 's/=20$/ /' "$tmp/long.txt" | sed -e ':a' -e '/ $/{N;s/ \n/ /;ba' -e '}' -e 's/^ //' > "$tmp/long.flat"
ok "e2e-11.4 the line, prose, cut in the list of lines not read" grep -q '^~ q\{200\}\.\.\.$' "$tmp/long.flat"
ok "e2e-11.4 the line cut in the JSON part" grep -q '"q\{200\}\.\.\."' "$tmp/long.txt"
# The same 19,000 lines without caps, to measure what the caps save.
printf 'reply_lines = 0\nreply_line_length = 0\n' >> "$conf"
sed 's/<many@e2e>/<many2@e2e>/; s/^keep the widget number 0$/keep the gadget/' "$tmp/many" | deliver
flush
size=$(wc -c < "$(newest)")
echo "# 19,000 lines, reply_lines = 0: reply of $size bytes"
ok "e2e-11.4 reply_lines = 0: every refused line listed" test "$size" -gt 1000000

# ---- e2e-11.5 what a --deliver loads ----------------------------------------
if grep -q '^S\["PB_STATIC_LIBS_TRUE"\]=""' "$top_builddir/config.status"; then
	printf 'From: bob@e2e.example\nSubject: Re: %s\nMessage-ID: <libs@e2e>\n\nhelp\n' "$tok" > "$tmp/libs"
	rc=0
	LD_DEBUG=files "$top_builddir/src/pbemd" -c "$conf" --deliver -q < "$tmp/libs" 2> "$tmp/ld.log" || rc=$?
	ok "e2e-11.5 the mail is delivered" test "$rc" -eq 0
	ok "e2e-11.5 a --deliver maps no GnuTLS" sh -c "! grep -q 'file=libgnutls' '$tmp/ld.log'"
	ok "e2e-11.5 nor libsqlite3" sh -c "! grep -q 'file=libsqlite3' '$tmp/ld.log'"
else
	echo "# e2e-11.5 skipped: pbemd is linked with the shared libraries"
fi

finish
