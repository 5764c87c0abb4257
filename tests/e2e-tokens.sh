#!/bin/sh
# e2e-tokens.sh - tokens a forger cannot use, through real mail and the
# real programs: a valid token from a stranger's address is held, not
# applied, and the seat's address is told once; the owner's one-word
# reply applies the held commands; a token older than [tokens] max_mails
# later mails is refused with a pointer at the newest mail; 500 forged
# mails make at most one warning; "also ADDRESS" confirmed from the new
# address lets it play, and pbemctl game addresses shows it.  Test ids
# e2e-13.* (the migration, schema/013_tokens.sql).
. "$(dirname "$0")/e2e-lib.sh"

printf '[tokens]\nmax_mails = 1\n' >> "$conf"
ctl init >/dev/null
tokre='PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*'
game=$(ctl game new dow --players ann@e2e.example,bob@e2e.example,cid@e2e.example \
	--seed 00000000000000000000000000000000000000000000000000000000000000ab)
once() { "$bin/pbemd" -c "$conf" --once -q; }
# mail FROM SUBJECT ID BODY - one raw mail into the inbox
mail() {
	printf 'From: %s\nSubject: %s\nMessage-ID: <%s@e2e>\n\n%s\n' "$1" "$2" "$3" "$4" |
		ctl mail inject --raw > /dev/null
}
# status ID - the outcome recorded for the mail <ID@e2e>
status() { ctl mail inbox | grep "$1@e2e" | awk '{ print $2 }'; }
# count ADDR - mails queued to ADDR
count() { ctl mail outbox --to "$1" | grep -c . || true; }
tok1=$(ctl mail outbox --full --to ann@e2e.example | grep -o "$tokre" | head -1)
first=$(ctl mail outbox --full --to ann@e2e.example | sed -n 's/^  \* \([^,]*\),.*/\1/p' | head -1)
second=$(ctl mail outbox --full --to ann@e2e.example | sed -n 's/^  \* \([^,]*\),.*/\1/p' | sed -n 2p)
keep="keep $first $second"
state0=$(ctl game export "$game" --json | grep -c '"seq"')

# ---- e2e-13.1 a stranger's valid token: held, the owner told once ---------
mail thief@evil.example "Re: $tok1" f1 "$keep"
once
ok "e2e-13.1 the stranger's mail is held" test "$(status f1)" = held
ok "e2e-13.1 nothing applied" test "$(ctl game export "$game" --json | grep -c '"seq"')" = "$state0"
ok "e2e-13.1 the stranger gets nothing" test "$(count thief@evil.example)" = 0
ok "e2e-13.1 ann is told, with the lines" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --full --to ann@e2e.example | grep -q 'Its commands are held'"
code=$(ctl mail outbox --full --to ann@e2e.example | grep -o 'confirm [A-Z2-7]\{8\}' | tail -1 | cut -d' ' -f2)
ok "e2e-13.1 the mail gives a code" test -n "$code"

# ---- e2e-13.2 the owner's one-word reply applies them ----------------------
mail ann@e2e.example "Re: [pbemd] Commands for your seat held: reply confirm $code" c1 "confirm

> Its commands are held"
once
ok "e2e-13.2 confirm applies the held commands" test "$(status c1)" = applied
ok "e2e-13.2 logged as a move" sh -c "'$bin/pbemctl' -c '$conf' game export $game --json | grep -q '\"command\": \"keep $first'"
ok "e2e-13.2 ann's reply says done" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --full --to ann@e2e.example | grep -q 'done: you keep them'"
mail ann@e2e.example "again" c2 "confirm $code"
once
ok "e2e-13.2 a second confirm applies nothing" test "$(status c2)" = held-expired
ok "e2e-13.2 replay --verify holds" ctl game replay "$game" --verify

# ---- e2e-13.3 an old token refused, pointing at the newest mail ------------
# The answer to the confirmation carried a newer token: with max_mails = 1
# tok1 is now too old.
ok "e2e-13.3 a newer token went out" test "$(ctl mail outbox --full --to ann@e2e.example | grep -o "$tokre" | sort -u | wc -l)" -ge 2
mail ann@e2e.example "Re: $tok1" old1 "show"
once
ok "e2e-13.3 the old token is refused" test "$(status old1)" = stale-token
ok "e2e-13.3 the refusal points at the newest mail" sh -c "'$bin/pbemctl' -c '$conf' mail outbox --full --to ann@e2e.example | grep -q 'the newest mail the arbiter sent you'"
# (the warning quotes the old token's Subject: read the Subjects sent)
tnew=$(ctl mail outbox --to ann@e2e.example | grep -o "$tokre" | tail -1)
mail ann@e2e.example "Re: $tnew" new1 "show"
once
ok "e2e-13.3 the newest token still works" test "$(status new1)" = applied

# ---- e2e-13.4 500 forged mails: at most one warning ------------------------
before=$(count bob@e2e.example)
tokb=$(ctl mail outbox --full --to bob@e2e.example | grep -o "$tokre" | tail -1)
bad=$(printf '%s' "$tokb" | sed 's/.$/A/')
[ "$bad" != "$tokb" ] || bad=$(printf '%s' "$tokb" | sed 's/.$/B/')
# Straight into the Maildir, as an MTA delivers.
long=$(printf 'x%.0s' $(seq 1 200))
i=0
while [ $i -lt 500 ]; do
	printf 'From: forger%d@evil.example\nSubject: Re: %s %s\nMessage-ID: <forge%d@e2e>\n\nkeep a b\n' \
		$i "$bad" "$long" $i > "$tmp/forge.tmp"
	mv "$tmp/forge.tmp" "$tmp/inbox/new/forge$i.e2e"
	i=$((i + 1))
done
once
ok "e2e-13.4 all 500 recorded as bad tokens" test "$(ctl mail inbox | grep -c 'forge[0-9]*@e2e.*' )" = 500
ok "e2e-13.4 bob got at most one warning" test "$(($(count bob@e2e.example) - before))" -le 1
ok "e2e-13.4 and at least the one" test "$(($(count bob@e2e.example) - before))" = 1
ok "e2e-13.4 the Subject quoted is cut" sh -c "! '$bin/pbemctl' -c '$conf' mail outbox --full --to bob@e2e.example | grep -q 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'"
ok "e2e-13.4 no forger is answered" sh -c "! '$bin/pbemctl' -c '$conf' mail outbox | grep -q 'evil.example'"

# ---- e2e-13.5 also ADDRESS, confirmed from the new address ----------------
tokc=$(ctl mail outbox --full --to cid@e2e.example | grep -o "$tokre" | tail -1)
mail cid@e2e.example "Re: $tokc" a1 "also cid.phone@e2e.example"
once
ok "e2e-13.5 also is recorded" test "$(status a1)" = also
acode=$(ctl mail outbox --full --to cid.phone@e2e.example | grep -o 'confirm [A-Z2-7]\{8\}' | tail -1 | cut -d' ' -f2)
ok "e2e-13.5 the new address gets a code" test -n "$acode"
mail cid.phone@e2e.example "Re: confirm $acode" a2 "confirm"
once
ok "e2e-13.5 the new address confirms itself" test "$(status a2)" = also-confirmed
ok "e2e-13.5 pbemctl game addresses shows it" sh -c "'$bin/pbemctl' -c '$conf' game addresses $game | grep -q '^3	cid.phone@e2e.example	also$'"
mail cid.phone@e2e.example "Re: $tokc" a3 "show"
once
ok "e2e-13.5 then it plays the seat" test "$(status a3)" = applied
finish
