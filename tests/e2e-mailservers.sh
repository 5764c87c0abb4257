# e2e-mailservers.sh - real Dovecot and Postfix on loopback (sourced)
#
# Sourced by tests/e2e-servers.sh after e2e-lib.sh.  Everything lives under
# $tmp/srv and the servers listen on 127.0.0.1 only, on free high ports;
# nothing of the system's configuration is changed (Postfix is started with
# its own configuration directory through the MAIL_CONFIG environment of a
# root caller, Dovecot with dovecot -c).  servers_stop runs from the EXIT
# trap, so a failed test leaves no server behind.
#
# Mail users are virtual: one passwd-file for Dovecot, one uid (nobody) for
# every mailbox, homes in $tmp/srv/mail/USER.  Postfix accepts mail for the
# domain e2e.example from loopback on $smtp_port (STARTTLS offered, as a
# Debian Postfix does) and hands it to Dovecot over LMTP; it takes authenticated submissions (STARTTLS, then AUTH PLAIN
# checked by Dovecot) on $sub_port.  A recipient not in $srv/vmailbox is
# refused with 550 at RCPT.
#
# Functions: servers_setup, ca_make, dovecot_start, dovecot_stop,
# postfix_start, postfix_stop, servers_stop, maildir_of USER.

srv=$tmp/srv
mailuid=$(id -u nobody)
mailgid=$(id -g nobody)
pw=secret-e2e-password

# ports VAR... - set each VAR to a free TCP port, all different
ports() {
	_p=$(( 20000 + ($$ * 7) % 30000 ))
	for _v in "$@"; do
		while ss -Hltn "sport = :$_p" 2>/dev/null | grep -q .; do _p=$((_p + 1)); done
		eval "$_v=$_p"
		_p=$((_p + 1))
	done
}

# listening PORT - something listens on 127.0.0.1:PORT
listening() { ss -Hltn "sport = :$1" 2>/dev/null | grep -q .; }

# wait_port PORT - until something listens on 127.0.0.1:PORT
wait_port() { wait_for listening "$1"; }

# ca_make - a throwaway CA and a server certificate for 127.0.0.1/localhost
ca_make() {
	mkdir -p "$srv/tls"
	(
		cd "$srv/tls"
		openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=pbemd e2e CA" \
			-keyout ca.key -out ca.pem -addext basicConstraints=critical,CA:TRUE \
			-addext keyUsage=critical,keyCertSign,cRLSign
		openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" \
			-keyout server.key -out server.csr
		printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n' > ext
		openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial \
			-days 2 -extfile ext -out server.pem
		# A second CA that signed nothing: to see verification fail.
		openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=other CA" \
			-keyout other.key -out other.pem
		chmod 644 server.key
	) >"$srv/tls.log" 2>&1
}

# servers_setup - directories, users, ports, certificates
servers_setup() {
	chmod 755 "$tmp"
	mkdir -p "$srv/mail" "$srv/dovecot" "$srv/postfix"
	chmod 755 "$srv"
	chown "$mailuid:$mailgid" "$srv/mail"
	ports imap_port imaps_port pop3_port pop3s_port lmtp_port auth_port smtp_port sub_port \
		smtps_port
	ca_make
	: > "$srv/dovecot/passwd"
	: > "$srv/vmailbox"
	for u in arbiter ann bob cid dee; do
		echo "$u@e2e.example:{PLAIN}$pw" >> "$srv/dovecot/passwd"
		echo "$u@e2e.example ok" >> "$srv/vmailbox"
	done
	chmod 644 "$srv/dovecot/passwd"
}

# dovecot_start - IMAP(S), POP3(S), LMTP and auth for Postfix
dovecot_start() {
	d=$srv/dovecot
	mkdir -p "$d/run" "$d/state"
	cat > "$d/dovecot.conf" <<EOF
base_dir = $d/run
state_dir = $d/state
log_path = $d/log
info_log_path = $d/log
listen = 127.0.0.1
protocols = imap pop3 lmtp
ssl = yes
ssl_cert = <$srv/tls/server.pem
ssl_key = <$srv/tls/server.key
ssl_min_protocol = TLSv1.2
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = $mailuid
first_valid_gid = $mailgid
mail_location = maildir:~/Maildir
mail_privileged_group =
pop3_uidl_format = %08Xu%08Xv
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u $d/passwd
}
userdb {
  driver = static
  args = uid=$mailuid gid=$mailgid home=$srv/mail/%n
}
service imap-login {
  inet_listener imap {
    port = $imap_port
  }
  inet_listener imaps {
    port = $imaps_port
    ssl = yes
  }
}
service pop3-login {
  inet_listener pop3 {
    port = $pop3_port
  }
  inet_listener pop3s {
    port = $pop3s_port
    ssl = yes
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = $lmtp_port
  }
}
service auth {
  inet_listener {
    address = 127.0.0.1
    port = $auth_port
  }
}
protocol lmtp {
  auth_username_format = %Lu
}
EOF
	dovecot -c "$d/dovecot.conf" && wait_port "$imaps_port" && wait_port "$lmtp_port"
}

# dovecot_stop - and wait until its ports are free
dovecot_stop() {
	[ -f "$srv/dovecot/dovecot.conf" ] || return 0
	doveadm -c "$srv/dovecot/dovecot.conf" stop 2>/dev/null || true
	wait_for sh -c "! ss -Hltn 'sport = :$imaps_port' | grep -q ." || true
}

# postfix_start - an MTA of its own, config in $srv/postfix
postfix_start() {
	p=$srv/postfix
	mkdir -p "$p/spool" "$p/data"
	chown postfix "$p/data"
	cat > "$p/main.cf" <<EOF
compatibility_level = 3.6
queue_directory = $p/spool
data_directory = $p/data
mail_owner = postfix
setgid_group = postdrop
myhostname = mx.e2e.example
mydomain = e2e.example
myorigin = e2e.example
mydestination =
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
mynetworks = 127.0.0.0/8
alias_maps =
alias_database =
local_recipient_maps =
relayhost =
smtputf8_enable = no
biff = no
maillog_file = $p/maillog
maillog_file_prefixes = $p
virtual_mailbox_domains = e2e.example
virtual_mailbox_maps = texthash:$srv/vmailbox
virtual_transport = lmtp:inet:127.0.0.1:$lmtp_port
smtpd_recipient_restrictions = permit_mynetworks, reject_unauth_destination
smtpd_relay_restrictions = permit_mynetworks, permit_sasl_authenticated, reject_unauth_destination
smtpd_tls_cert_file = $srv/tls/server.pem
smtpd_tls_key_file = $srv/tls/server.key
smtpd_sasl_type = dovecot
smtpd_sasl_path = inet:127.0.0.1:$auth_port
queue_run_delay = 1s
minimal_backoff_time = 1s
maximal_backoff_time = 2s
EOF
	cat > "$p/master.cf" <<EOF
127.0.0.1:$smtp_port inet n - n - - smtpd
  -o smtpd_tls_security_level=may
127.0.0.1:$sub_port inet n - n - - smtpd
  -o smtpd_tls_security_level=encrypt
  -o smtpd_sasl_auth_enable=yes
  -o smtpd_relay_restrictions=permit_sasl_authenticated,reject
  -o smtpd_recipient_restrictions=permit_sasl_authenticated,reject
127.0.0.1:$smtps_port inet n - n - - smtpd
  -o smtpd_tls_wrappermode=yes
  -o smtpd_sasl_auth_enable=yes
  -o smtpd_relay_restrictions=permit_sasl_authenticated,reject
  -o smtpd_recipient_restrictions=permit_sasl_authenticated,reject
pickup    unix  n       -       n       60      1       pickup
cleanup   unix  n       -       n       -       0       cleanup
qmgr      unix  n       -       n       300     1       qmgr
tlsmgr    unix  -       -       n       1000?   1       tlsmgr
rewrite   unix  -       -       n       -       -       trivial-rewrite
bounce    unix  -       -       n       -       0       bounce
defer     unix  -       -       n       -       0       bounce
trace     unix  -       -       n       -       0       bounce
verify    unix  -       -       n       -       1       verify
flush     unix  n       -       n       1000?   0       flush
proxymap  unix  -       -       n       -       -       proxymap
smtp      unix  -       -       n       -       -       smtp
relay     unix  -       -       n       -       -       smtp
showq     unix  n       -       n       -       -       showq
error     unix  -       -       n       -       -       error
retry     unix  -       -       n       -       -       error
discard   unix  -       -       n       -       -       discard
lmtp      unix  -       -       n       -       -       lmtp
anvil     unix  -       -       n       -       1       anvil
scache    unix  -       -       n       -       1       scache
postlog   unix-dgram n  -       n       -       1       postlogd
EOF
	postfix -c "$p" check >"$p/check.log" 2>&1 || true
	postfix -c "$p" start >"$p/start.log" 2>&1 && wait_port "$smtp_port" && wait_port "$sub_port" \
	    && wait_port "$smtps_port"
}

# postfix_stop - stop the MTA of this test
postfix_stop() {
	[ -f "$srv/postfix/main.cf" ] || return 0
	postfix -c "$srv/postfix" stop >/dev/null 2>&1 || true
}

# servers_stop - everything this file started (from the EXIT trap)
servers_stop() {
	postfix_stop
	dovecot_stop
}

# maildir_of USER - the Maildir Dovecot keeps for USER@e2e.example
maildir_of() { echo "$srv/mail/$1/Maildir"; }
