#!/usr/bin/perl
# maildir-read.pl - what a player's mail client shows, for the tests
#
# usage: maildir-read.pl DIR          the newest mail of the Maildir DIR
#        maildir-read.pl -t DIR       every move token, one a line, sorted
#        maildir-read.pl -n DIR       how many mails DIR holds
#
# Reads DIR/new and DIR/cur, unfolds and decodes the Subject (RFC 2047),
# takes the first text/plain part (of a multipart too: the text beside a
# picture or a JSON copy), decodes it (quoted-printable or base64) as
# UTF-8, joins the lines of a format=flowed text as a client does (RFC
# 3676: a line ending in a space goes on in the next; one leading space
# is stuffing), and prints
# "Subject: ..." then the body.  "Newest" is the mail whose move token
# (PBEM-GAME-SEAT-SEQ-MAC) has the highest SEQ, then the latest file
# time: the order in which a server delivers two mails sent one after the
# other is not the order they were sent in.
use strict;
use warnings;
use Encode qw(decode);
use MIME::QuotedPrint qw(decode_qp);
use MIME::Base64 qw(decode_base64);
use Time::HiRes qw(stat);

my $mode = '';
$mode = shift @ARGV if @ARGV && $ARGV[0] =~ /^-[tn]$/;
my $dir = shift @ARGV or die "usage: maildir-read.pl [-t|-n] DIR\n";

# unflow TEXT - a format=flowed text as its reader sees it
sub unflow {
	my ($text) = @_;
	my $out = '';
	for my $l (split /\n/, $text, -1) {
		$l =~ s/^ //;
		$out .= $l;
		$out .= "\n" unless $l =~ / $/ && $l ne '-- ';
	}
	$out =~ s/\n\z//;
	return $out . "\n";
}

# text_of HEAD BODY - the decoded text of the first text/plain part of an
# entity (a multipart is searched in order, nested ones too), or undef
sub text_of {
	my ($head, $body) = @_;
	my ($type) = $head =~ /^Content-Type:\s*([^;\s]+)/mi;
	$type = lc($type // 'text/plain');
	if ($type =~ m{^multipart/}) {
		my ($b) = $head =~ /boundary="?([^";]+)"?/mi;
		return undef unless defined $b;
		my @parts = split(/^--\Q$b\E(?:--)?[ \t]*$/m, $body);
		shift @parts; # the preamble, before the first delimiter
		for my $part (@parts) {
			$part =~ s/^\n//;
			my ($h, $pb) = split(/\n\n/, $part, 2);
			next unless defined $pb && $h =~ /\S/;
			$h =~ s/\n[ \t]+/ /g;
			my $t = text_of($h, $pb);
			return $t if defined $t;
		}
		return undef;
	}
	return undef unless $type eq 'text/plain';
	my ($cte) = $head =~ /^Content-Transfer-Encoding:\s*(\S+)/mi;
	if (defined $cte && lc($cte) eq 'quoted-printable') {
		$body = decode_qp($body);
	} elsif (defined $cte && lc($cte) eq 'base64') {
		$body = decode_base64($body);
	}
	my ($ct) = $head =~ /^Content-Type:\s*(.*)$/mi;
	$body = unflow($body) if ($ct // '') =~ /format=flowed/i;
	return decode('UTF-8', $body);
}

# read_mail FILE - (subject, body text): the text part a client shows
sub read_mail {
	my ($file) = @_;
	open(my $fh, '<', $file) or return;
	local $/;
	my $raw = <$fh>;
	close($fh);
	$raw =~ s/\r\n/\n/g;
	my ($head, $body) = split(/\n\n/, $raw, 2);
	$body //= '';
	$head =~ s/\n[ \t]+/ /g;
	my ($subject) = $head =~ /^Subject:\s*(.*)$/mi;
	$subject = decode('MIME-Header', $subject // '');
	return ($subject, text_of($head, $body) // '');
}

my @mails;
for my $sub ('new', 'cur') {
	opendir(my $dh, "$dir/$sub") or next;
	for my $name (grep { !/^\./ } readdir($dh)) {
		my $file = "$dir/$sub/$name";
		my ($subject, $body) = read_mail($file) or next;
		my ($seq) = "$subject\n$body" =~ /PBEM-\d+-\d+-(\d+)-[A-Z2-7]+/;
		my ($token) = "$subject\n$body" =~ /(PBEM-\d+-\d+-\d+-[A-Z2-7]+)/;
		push @mails, { subject => $subject, body => $body, seq => $seq // -1,
		    token => $token // '', mtime => (stat($file))[9] };
	}
	closedir($dh);
}
binmode(STDOUT, ':encoding(UTF-8)');
if ($mode eq '-n') {
	print scalar(@mails), "\n";
} elsif ($mode eq '-t') {
	print "$_\n" for sort grep { $_ ne '' } map { $_->{token} } @mails;
} elsif (@mails) {
	my ($m) = sort { $b->{seq} <=> $a->{seq} || $b->{mtime} <=> $a->{mtime} } @mails;
	print "Subject: $m->{subject}\n\n$m->{body}";
}
