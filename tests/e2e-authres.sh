#!/bin/sh
# e2e-authres.sh - transport authentication as a signal, end to end: the
# real pbemd reads the Authentication-Results field (RFC 8601) of the
# trusted authserv-id only, records it with the mail, and with
# require_auth on refuses a forged sender and applies a trusted pass.
# Mail goes in through pbemd --deliver and through the Maildir inbox.
# Test ids e2e-15.*.
#   e2e-15.1   require_auth without authserv_id: pbemd -n refuses it
#   e2e-15.2   the configuration with both is accepted
#   e2e-15.3   forged: the sender's own field (another id) says
#              dmarc=pass, a field with our id below the MTA's says
#              pass, the MTA's topmost says fail: auth-failed
#   e2e-15.4   nothing of it was applied (no answer to commands)
#   e2e-15.5   the seat's registered address was told, the inbox shows
#              what the MTA said and what was required
#   e2e-15.6   forged: no field of our id at all: auth-failed, no
#              [auth] recorded
#   e2e-15.7   trusted dmarc=pass for the From domain, by Maildir:
#              applied, its commands done, [auth] recorded
#   e2e-15.8   per game: policy require_auth=dkim; a dmarc=pass without
#              a dkim=pass of the domain is refused, a dkim=pass of a
#              parent domain (From a subdomain) is applied
#   e2e-15.9   policy require_auth cannot be set without authserv_id
#   e2e-15.10  replay --verify after all of it
#   e2e-15.11  authserv_id taken out while a game requires dkim: every
#              mail of it refused (closed), the note says why
. "$(dirname "$0")/e2e-lib.sh"

# The configuration: server-wide dmarc.
cp "$conf" "$tmp/plain.conf"
printf 'require_auth = dmarc\n' >> "$tmp/plain.conf"
ok "e2e-15.1 require_auth without authserv_id is refused" sh -c \
	"'$bin/pbemd' -c '$tmp/plain.conf' -n 2>&1 | grep -q 'require_auth dmarc needs \\[mail\\] authserv_id'"
cp "$conf" "$tmp/noauth.conf"
printf 'authserv_id = mx.e2e.example\nrequire_auth = dmarc\n' >> "$conf"
ctl init > /dev/null
ok "e2e-15.2 authserv_id and require_auth accepted" "$bin/pbemd" -c "$conf" -n

game=$(ctl game new dow --players ann@e2e.example,bob@e2e.example,cid@sub.e2e.example \
	--seed 00000000000000000000000000000000000000000000000000000000000000aa)

# reply ADDR MSGID HEADERS - a setup reply of ADDR to its first mail,
# with HEADERS (printf text) above the others, as an MTA prepends
reply() {
	text=$(ctl mail outbox --full --to "$1" | awk '/^==== #/{n++} n == 1')
	tok=$(printf '%s' "$text" | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | head -1)
	a=$(printf '%s' "$text" | sed -n 's/^  \* \([^,]*\),.*/\1/p' | sed -n 1p)
	b=$(printf '%s' "$text" | sed -n 's/^  \* \([^,]*\),.*/\1/p' | sed -n 4p)
	printf "$3"
	printf 'From: %s\nTo: arbiter@e2e.example\nSubject: Re: %s\nMessage-ID: <%s>\n\nkeep %s, %s\nleader %s\n' \
		"$1" "$tok" "$2" "$a" "$b" "$a"
}
# answers ADDR - how many answers to commands ADDR got (setup choices
# are secret until all are made: no move is logged yet)
answers() { ctl mail outbox --to "$1" | grep -c 'Your commands' || true; }
# done ADDR - the newest answer to ADDR's commands says both were done
done_ok() {
	ctl mail outbox --full --to "$1" | awk '/^==== #/{b=""} {b=b $0 "\n"} END{printf "%s", b}' > "$tmp/last"
	grep -q 'Your commands' "$tmp/last" && ! grep -q 'refused' "$tmp/last"
}

# A forger writes From ann, with ann's token (seen in a forward), and two
# fields of their own; the MTA's topmost says what it found.
reply ann@e2e.example forged1@evil 'Authentication-Results: mx.e2e.example;\n\tspf=fail smtp.mailfrom=evil.example;\n\tdkim=none;\n\tdmarc=fail (p=none) header.from=e2e.example\nReceived: from evil.example\nAuthentication-Results: mx.evil.example; dmarc=pass header.from=e2e.example\nAuthentication-Results: mx.e2e.example; dkim=pass header.d=e2e.example; dmarc=pass header.from=e2e.example\n' > "$tmp/f1"
before=$(answers ann@e2e.example)
"$bin/pbemd" -c "$conf" --deliver -q < "$tmp/f1"
ok "e2e-15.3 a forged sender under the MTA's dmarc=fail is auth-failed" sh -c \
	"'$bin/pbemctl' -c '$conf' mail inbox | grep -F 'forged1@evil' | grep -q ' auth-failed '"
ok "e2e-15.4 nothing of it was applied" test "$(answers ann@e2e.example)" -eq "$before"
ok "e2e-15.5.1 ann's address was told" sh -c \
	"'$bin/pbemctl' -c '$conf' mail outbox --to ann@e2e.example | grep -q \"failed the mail server's check\""
ok "e2e-15.5.2 the inbox shows what the MTA said, the trusted field only" sh -c \
	"'$bin/pbemctl' -c '$conf' mail inbox | grep -F 'forged1@evil' |
	 grep -F '[auth: spf=fail(evil.example) dkim=none dmarc=fail(e2e.example)]' |
	 grep -q 'require_auth dmarc: no dmarc=pass for e2e.example'"
ok "e2e-15.5.3 the warning names the requirement and the finding" sh -c \
	"'$bin/pbemctl' -c '$conf' mail outbox --full --to ann@e2e.example | grep -q 'found spf=fail(evil.example) dkim=none dmarc=fail(e2e.example)'"

# Only the sender's own fields: not read at all.
reply ann@e2e.example forged2@evil 'Authentication-Results: mx.evil.example; dmarc=pass header.from=e2e.example\nAuthentication-Results: MX.E2E.EXAMPLE.evil.example; dmarc=pass header.from=e2e.example\n' > "$tmp/f2"
"$bin/pbemd" -c "$conf" --deliver -q < "$tmp/f2"
ok "e2e-15.6.1 untrusted fields only: auth-failed" sh -c \
	"'$bin/pbemctl' -c '$conf' mail inbox | grep -F 'forged2@evil' | grep -q ' auth-failed '"
ok "e2e-15.6.2 and no [auth] recorded" sh -c \
	"! '$bin/pbemctl' -c '$conf' mail inbox | grep -F 'forged2@evil' | grep -qF '[auth:'"
ok "e2e-15.6.3 still nothing applied" test "$(answers ann@e2e.example)" -eq "$before"

# Ann herself, through the Maildir: the MTA's field (its id in other
# case, folded, with comments) says dmarc=pass.
reply ann@e2e.example real1@e2e 'Authentication-Results: MX.e2e.example 1;\n\tdkim=pass (2048-bit key) header.d=e2e.example header.s=sel header.b=AbCd;\n\tdmarc=pass (p=reject dis=none) header.from=e2e.example\nAuthentication-Results: mx.e2e.example; dmarc=fail header.from=e2e.example\n' > "$tmp/r1"
ctl mail inject --raw < "$tmp/r1" > /dev/null
"$bin/pbemd" -c "$conf" --once -q
ok "e2e-15.7.1 the trusted dmarc=pass is applied" sh -c \
	"'$bin/pbemctl' -c '$conf' mail inbox | grep -F 'real1@e2e' | grep -q ' applied '"
ok "e2e-15.7.2 its commands were done" done_ok ann@e2e.example
ok "e2e-15.7.3 [auth] recorded" sh -c \
	"'$bin/pbemctl' -c '$conf' mail inbox | grep -F 'real1@e2e' | grep -qF '[auth: dkim=pass(e2e.example) dmarc=pass(e2e.example)]'"

# Per game: dkim.  Bob's dmarc=pass is no dkim=pass; cid writes from a
# subdomain, signed by the parent domain.
ok "e2e-15.8.1 policy require_auth=dkim" sh -c \
	"'$bin/pbemctl' -c '$conf' game policy $game require_auth=dkim | grep -q '\"require_auth\": \"dkim\"'"
before=$(answers bob@e2e.example)
reply bob@e2e.example bob1@e2e 'Authentication-Results: mx.e2e.example; dkim=fail header.d=e2e.example; dmarc=pass header.from=e2e.example\n' > "$tmp/b1"
"$bin/pbemd" -c "$conf" --deliver -q < "$tmp/b1"
ok "e2e-15.8.2 dmarc=pass without dkim=pass: auth-failed" sh -c \
	"'$bin/pbemctl' -c '$conf' mail inbox | grep -F 'bob1@e2e' | grep -q ' auth-failed '"
ok "e2e-15.8.3 nothing applied" test "$(answers bob@e2e.example)" -eq "$before"
reply cid@sub.e2e.example cid1@e2e 'Authentication-Results: mx.e2e.example; dkim=pass header.d=e2e.example\n' > "$tmp/c1"
"$bin/pbemd" -c "$conf" --deliver -q < "$tmp/c1"
ok "e2e-15.8.4 dkim=pass of the parent domain: applied" sh -c \
	"'$bin/pbemctl' -c '$conf' mail inbox | grep -F 'cid1@e2e' | grep -q ' applied '"
ok "e2e-15.8.5 its commands were done" done_ok cid@sub.e2e.example
ok "e2e-15.9 require_auth needs authserv_id" sh -c \
	"'$bin/pbemctl' -c '$tmp/noauth.conf' game policy $game require_auth=dmarc 2>&1 | grep -q 'needs \\[mail\\] authserv_id';
	 '$bin/pbemctl' -c '$tmp/noauth.conf' game policy $game require_auth=dmarc >/dev/null 2>&1; test \$? -eq 65"
# authserv_id taken out while the game requires dkim: closed, not open.
reply bob@e2e.example bob2@e2e 'Authentication-Results: mx.e2e.example; dkim=pass header.d=e2e.example\n' > "$tmp/b2"
"$bin/pbemd" -c "$tmp/noauth.conf" --deliver -q < "$tmp/b2"
ok "e2e-15.11 a game's requirement without authserv_id refuses, saying why" sh -c \
	"'$bin/pbemctl' -c '$conf' mail inbox | grep -F 'bob2@e2e' | grep ' auth-failed ' |
	 grep -q 'nothing read: no \[mail\] authserv_id'"
ok "e2e-15.10 replay --verify" ctl game replay "$game" --verify
finish
