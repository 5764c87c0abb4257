#!/bin/sh
# e2e-install.sh - README.md's "Running it" into a staging root: make
# install DESTDIR=ROOT from the built tree, the installed systemd unit
# checked with systemd-analyze verify, the man pages with this tree's
# paths (e2e-9.28, 9.29), a second install that keeps an
# edited pbemd.conf, then a set-up played by mail with the installed
# programs and the installed example configuration (its paths moved under
# ROOT, the outbox a Maildir since no MTA runs).  Test ids e2e-9.*.
. "$(dirname "$0")/e2e-lib.sh"

root=$tmp/root
# prefix, bindir, sbindir, sysconfdir, localstatedir, pkgdatadir, docdir,
# mandir, unitdir: the directories this tree was configured with.
# A make of its own: not the jobserver nor the messages of make check's.
mk() { env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s --no-print-directory -C "$top_builddir" "$@"; }
eval "$(mk install-dirs | grep '^[a-z]*=')"
inst() { mk install DESTDIR="$root" > "$tmp/install.log" 2>&1; }

ok "e2e-9.1 make install DESTDIR" inst
for f in "$sbindir/pbemd" "$bindir/pbemctl" "$bindir/pbemd-verify"; do
	ok "e2e-9.2 installed and executable: $f" test -x "$root$f"
done
for f in "$mandir/man8/pbemd.8" "$mandir/man5/pbemd.conf.5" "$mandir/man1/pbemctl.1" "$mandir/man1/pbemd-verify.1" \
	"$mandir/man7/pbemd-dow.7" "$pkgdatadir/templates/en/update.txt" \
	"$pkgdatadir/templates/en/dow/welcome.txt" "$pkgdatadir/templates/it/dow/welcome.txt" \
	"$pkgdatadir/templates/es/update.txt" "$pkgdatadir/content/dow/pack.ini" \
	"$pkgdatadir/content/fonts.conf" \
	"$docdir/examples/pbemd.conf.example" "$docdir/examples/pbemd-imap.conf.example" \
	"$docdir/examples/fetchmailrc.example" "$docdir/examples/procmailrc.example" \
	"$docdir/examples/postfix-pbemd.md" "$sysconfdir/pbemd/pbemd.conf"; do
	ok "e2e-9.3 installed: $f" test -f "$root$f"
done
# The pages that name installed paths name this tree's, none left as @dir@.
ok "e2e-9.28 pbemd(8) names the installed pbemd and data" sh -c \
	"grep -q -- '$sbindir/pbemd' '$root$mandir/man8/pbemd.8' && grep -q -- '$pkgdatadir/templates' '$root$mandir/man8/pbemd.8'"
for f in man8/pbemd.8 man5/pbemd.conf.5 man1/pbemctl.1; do
	ok "e2e-9.29 no placeholder left in $f" sh -c "! grep -q '@[a-z]*dir@' '$root$mandir/$f'"
done
cf=$root$sysconfdir/pbemd/pbemd.conf
ok "e2e-9.4 pbemd.conf is the example, mode 0640" sh -c \
	"cmp -s '$cf' '$root$docdir/examples/pbemd.conf.example' && test \"\$(stat -c %a '$cf')\" = 640"
ok "e2e-9.5 the config keeps its state under localstatedir" sh -c \
	"grep -qx 'database = $localstatedir/lib/pbemd/pbemd.db' '$cf' &&
	 grep -qx 'key_file = $localstatedir/lib/pbemd/pbemd.key' '$cf' &&
	 grep -qx 'inbox = maildir:$localstatedir/lib/pbemd/Maildir' '$cf' &&
	 grep -qx 'outbox = smtp://localhost' '$cf' && ! grep -q '@[a-z]*dir@' '$cf'"

# The unit: configure's paths; systemd-analyze verify on a copy whose
# commands point into ROOT (where the programs are) and with the
# installed man pages on MANPATH (it runs man for Documentation=).
if [ "$unitdir" = no ]; then
	echo "skip e2e-9.6 configured --without-systemdsystemunitdir: no unit installed"
else
	unit=$root$unitdir/pbemd.service
	ok "e2e-9.6 the unit is installed" test -f "$unit"
	ok "e2e-9.7 the unit runs configure's sbindir and sysconfdir" sh -c \
		"grep -qx 'ExecStart=$sbindir/pbemd -c $sysconfdir/pbemd/pbemd.conf --foreground' '$unit' &&
		 grep -qx 'ExecStartPre=$sbindir/pbemd -c $sysconfdir/pbemd/pbemd.conf -n' '$unit' &&
		 grep -qx 'ReadWritePaths=$localstatedir/lib/pbemd' '$unit' && ! grep -q '@[a-z]*dir@' '$unit'"
	if command -v systemd-analyze >/dev/null 2>&1; then
		mkdir "$tmp/unit"
		sed "s|=$sbindir/|=$root$sbindir/|" "$unit" > "$tmp/unit/pbemd.service"
		if MANPATH=$root$mandir systemd-analyze verify "$tmp/unit/pbemd.service" \
			> "$tmp/verify.log" 2>&1; then
			passes=$((passes + 1)); echo "ok   e2e-9.8 systemd-analyze verify"
		else
			fails=$((fails + 1)); echo "FAIL e2e-9.8 systemd-analyze verify"; cat "$tmp/verify.log"
		fi
	else
		echo "skip e2e-9.8 systemd-analyze is not installed: the unit is not verified"
	fi
fi

# The moderator's edits, as README.md says: address and outbox; here also
# every path moved under ROOT.
st=$localstatedir/lib/pbemd
sed -e "s|^database = $st/|database = $root$st/|" \
	-e "s|^key_file = $st/|key_file = $root$st/|" \
	-e "s|^inbox = maildir:$st/|inbox = maildir:$root$st/|" \
	-e "s|^;templates = $pkgdatadir/|templates = $root$pkgdatadir/|" \
	-e "s|^;content = $pkgdatadir/|content = $root$pkgdatadir/|" \
	-e "s|^outbox = .*|outbox = maildir:$root$st/outbox|" \
	-e "s|^address = .*|address = arbiter@e2e.example|" "$cf" > "$tmp/edited"
ok "e2e-9.9 every path of the example was moved" \
	test "$(grep -c "^[a-z_]* = \(maildir:\)\?$root/" "$tmp/edited")" -eq 6
cp "$tmp/edited" "$cf"
ok "e2e-9.10 a second install" inst
ok "e2e-9.11 ... keeps the edited pbemd.conf" cmp -s "$tmp/edited" "$cf"
ok "e2e-9.12 ... and says so" grep -q "kept .*pbemd.conf" "$tmp/install.log"

# The state directory (README: install -d -m 0700), init, a game.
mkdir -p "$root$st" && chmod 0700 "$root$st"
ictl() { "$root$bindir/pbemctl" -c "$cf" "$@"; }
ok "e2e-9.13 pbemctl init" ictl init
ok "e2e-9.14 pbemd -n accepts the installed configuration" "$root$sbindir/pbemd" -c "$cf" -n
ok "e2e-9.15 database, key and Maildir are in the state directory" \
	test -f "$root$st/pbemd.db" -a -f "$root$st/pbemd.key" -a -d "$root$st/Maildir/new"
game=$(ictl game new dow --players ann@e2e.example,bob@e2e.example,cid@e2e.example \
	--seed 00000000000000000000000000000000000000000000000000000000000000bb)
ok "e2e-9.16 game new" test "$game" = 1
ok "e2e-9.17 three welcome mails queued" test "$(ictl mail outbox | grep -c queued)" -eq 3

# answer ADDR - the set-up reply: keep the first and last survivor offered
answer() {
	text=$(ictl mail outbox --full --to "$1" | awk '/^==== #/{b=""} {b=b $0 "\n"} END{printf "%s", b}')
	tok=$(printf '%s' "$text" | grep -o 'PBEM-[0-9]*-[0-9]*-[0-9]*-[A-Z2-7]*' | head -1)
	a=$(printf '%s' "$text" | sed -n 's/^  \* \([^,]*\),.*/\1/p' | sed -n 1p)
	b=$(printf '%s' "$text" | sed -n 's/^  \* \([^,]*\),.*/\1/p' | sed -n 4p)
	printf 'keep %s, %s\nleader %s\n' "$a" "$b" "$a" | ictl mail inject --from "$1" --subject "Re: $tok"
}
for p in ann bob cid; do
	ok "e2e-9.18 $p answers by mail" answer $p@e2e.example
done
ok "e2e-9.19 pbemd --once (installed) reads them" "$root$sbindir/pbemd" -c "$cf" --once -q
ok "e2e-9.20 the inbox Maildir is empty" test -z "$(ls "$root$st/Maildir/new")"
ok "e2e-9.21 three mails applied" test "$(ictl mail inbox | grep -c applied)" -eq 3
ok "e2e-9.22 the game is running" sh -c "'$root$bindir/pbemctl' -c '$cf' game list | grep -q ' running '"
ok "e2e-9.23 each player got the answer to their mail" sh -c \
	"for p in ann bob cid; do '$root$bindir/pbemctl' -c '$cf' mail outbox --to \$p@e2e.example |
	 grep -q ' sent .*Re: .*Your commands' || exit 1; done"
ok "e2e-9.24 round 1 begins: the first player's turn" sh -c \
	"'$root$bindir/pbemctl' -c '$cf' mail outbox --to ann@e2e.example | grep -q 'Your turn'"
ok "e2e-9.27 every mail is in the outbox Maildir" test "$(ls "$root$st/outbox/new" | wc -l)" -eq "$(ictl mail outbox | grep -c " sent ")"
ok "e2e-9.25 replay --verify" ictl game replay "$game" --verify
ictl game export "$game" --json > "$tmp/export.json"
ok "e2e-9.26 the installed pbemd-verify checks the export" \
	sh -c "command -v python3 >/dev/null || exit 0; '$root$bindir/pbemd-verify' '$tmp/export.json'"
finish
