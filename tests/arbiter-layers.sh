#!/bin/sh
# arbiter-layers.sh - the files of src/arbiter/ call each other in layers
# (arbiter.h, LAYERS): read from the built objects with nm(1), every call
# (or reference to data) from one file to another goes to a lower layer,
# and no circle of calls is left anywhere in src/arbiter/, so one cannot
# come back silently.  A file not in the table below (a new one, or one
# of the files other work owns) is held to the second rule only.  Test
# ids arbiter-1.*.
#   arbiter-1.1  every file of the table is built, and nm reads them
#   arbiter-1.2  every call between files of the table goes down a layer
#   arbiter-1.3  no circle of calls among the objects of src/arbiter/
#   arbiter-1.4.1  the layer check fails on a circle planted in the
#                  calls (the context calling notify): it can fail
#   arbiter-1.4.2  the circle check fails on it too
. "$(dirname "$0")/e2e-lib.sh"

objs=$top_builddir/src/arbiter

# The layers, bottom first, as arbiter.h (LAYERS) lists them: change
# the two together.  A line of the second table is one module split
# into files: they may call each other.
cat > "$tmp/layers" <<'EOF'
1 context texts sent drawer
2 gamectl_system
3 gamectl
4 gamectl_replay deadline_view policy ballot answered corecmd_result
5 notify
6 outcome policy_set press history observe deadline
7 gamectl_new gamectl_export reveal
8 moderate timecmd corecmd_pictures
9 corecmd corecmd_lang corecmd_prose
10 apply authres_check
11 held
12 auth
13 limits bounce
14 arbiter
EOF
cat > "$tmp/modules" <<'EOF'
corecmd corecmd_lang corecmd_prose
EOF

# calls OUT - "FROM TO SYMBOL" for every global symbol an object of
# src/arbiter/ uses that another one defines
calls() {
	for o in "$objs"/*.o; do
		f=$(basename "$o" .o)
		nm -P -g "$o" | awk -v f="$f" '
		    $2 == "U" { print "use", f, $1; next }
		    $2 ~ /^[TDBRGS]$/ { print "def", f, $1 }'
	done > "$tmp/syms" || return 1
	awk '$1 == "def" { owner[$3] = $2; next }
	    { use[++n] = $2 " " $3 }
	    END {
		for (i = 1; i <= n; i++) {
			split(use[i], u, " ")
			if ((u[2] in owner) && owner[u[2]] != u[1])
				print u[1], owner[u[2]], u[2]
		}
	    }' "$tmp/syms" | sort -u > "$1"
	[ -s "$1" ]
}

# downward CALLS - every call between files of the table goes to a lower
# layer, or stays inside one module; prints the calls that do not
downward() {
	awk 'FILENAME == ARGV[1] { for (i = 2; i <= NF; i++) layer[$i] = $1; next }
	    FILENAME == ARGV[2] { for (i = 1; i <= NF; i++) module[$i] = $1; next }
	    ($1 in layer) && ($2 in layer) && layer[$2] >= layer[$1] \
	        && !(($1 in module) && ($2 in module) && module[$1] == module[$2]) {
		printf "  %s (layer %d) calls %s (layer %d): %s\n",
		    $1, layer[$1], $2, layer[$2], $3
		bad = 1
	    }
	    END { exit bad }' "$tmp/layers" "$tmp/modules" "$1"
}

# acyclic CALLS - no circle among the files, a module counted as one:
# take away the files that call nobody left until none is, then those
# that nobody left calls; the calls that remain make circles, printed
acyclic() {
	awk 'FILENAME == ARGV[1] { for (i = 1; i <= NF; i++) module[$i] = $1; next }
	    {
		a = ($1 in module) ? module[$1] : $1
		b = ($2 in module) ? module[$2] : $2
		if (a != b && !((a, b) in edge)) {
			edge[a, b] = 1; out[a]++; node[a] = 1; node[b] = 1
			from[++n] = a; to[n] = b
		}
	    }
	    END {
		do {
			k = 0
			for (v in node)
				if (!out[v])
					leaf[++k] = v
			for (j = 1; j <= k; j++) {
				delete node[leaf[j]]
				for (i = 1; i <= n; i++)
					if (to[i] == leaf[j] && (from[i] in node))
						out[from[i]]--
			}
		} while (k > 0)
		# Then those nobody left calls: only the circles remain.
		do {
			k = 0
			for (v in node) {
				in_[v] = 0
				for (i = 1; i <= n; i++)
					if (to[i] == v && (from[i] in node))
						in_[v]++
				if (!in_[v])
					leaf[++k] = v
			}
			for (j = 1; j <= k; j++)
				delete node[leaf[j]]
		} while (k > 0)
		for (i = 1; i <= n; i++)
			if ((from[i] in node) && (to[i] in node))
				printf "  %s calls %s\n", from[i], to[i]
		for (v in node) exit 1
	    }' "$tmp/modules" "$1"
}

# built - every file of the table has its object (else the checks
# below would pass on nothing)
built() {
	for f in $(cut -d' ' -f2- "$tmp/layers"); do
		[ -f "$objs/$f.o" ] || { echo "  no $objs/$f.o"; return 1; }
	done
}

if built > "$tmp/built.out" && calls "$tmp/calls"; then
	ok "arbiter-1.1 nm reads the objects of src/arbiter/" true
else
	ok "arbiter-1.1 nm reads the objects of src/arbiter/" false
	cat "$tmp/built.out"
fi
if downward "$tmp/calls" > "$tmp/down.out"; then
	ok "arbiter-1.2 every call between the layers goes down" true
else
	ok "arbiter-1.2 every call between the layers goes down" false
	cat "$tmp/down.out"
fi
if acyclic "$tmp/calls" > "$tmp/cycle.out"; then
	ok "arbiter-1.3 no circle of calls in src/arbiter/" true
else
	ok "arbiter-1.3 no circle of calls in src/arbiter/" false
	cat "$tmp/cycle.out"
fi

# A circle planted: the context calling notify, which calls the context
# (pbemd_render).  Both checks must see it.
{ cat "$tmp/calls"; echo "context notify notify_seat"; } > "$tmp/planted"
if downward "$tmp/planted" > /dev/null; then
	ok "arbiter-1.4.1 the layer check sees a call going up" false
else
	ok "arbiter-1.4.1 the layer check sees a call going up" true
fi
if acyclic "$tmp/planted" > /dev/null; then
	ok "arbiter-1.4.2 the circle check sees a circle" false
else
	ok "arbiter-1.4.2 the circle check sees a circle" true
fi
finish
