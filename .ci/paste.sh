#!/usr/bin/env bash
# The paste check: what a contestant does. For each engine, join game.go,
# solution.go and the engine's file(s) into ONE file of package main (one
# import block, no go.mod requirements), build it in an empty directory
# with the module proxy off, and find the oldest Go release that accepts it
# (language version and standard-library API, the latter by go vet's
# stdversion check). Prints a table; exits non-zero if a file does not
# build alone.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each entry: a name and the root files it pastes besides game.go and solution.go.
ENGINES=${PASTE_ENGINES:-"grundy:grundy.go topo:topo.go retrograde:retrograde.go scoring:scoring.go search:search.go verify:verify.go period:period.go"}
OLDEST=${PASTE_OLDEST:-18} # the oldest minor version tried: Go 1.18 brought generics

# join FILE... prints the files as one package main file.
join() {
	awk '
	FNR == 1 { inimport = 0 }
	/^package / { next }
	/^import \($/ { inimport = 1; next }
	inimport && /^\)$/ { inimport = 0; next }
	inimport { gsub(/^[ \t]+/, ""); if ($0 != "") imports[$0] = 1; next }
	/^import "/ { sub(/^import /, ""); imports[$0] = 1; next }
	{ body = body $0 "\n" }
	END {
		print "// Code pasted from github.com/cgtgo/cgt by .ci/paste.sh."
		print ""
		print "package main"
		print ""
		print "import ("
		n = 0
		for (i in imports) list[n++] = i
		# sort for a stable file
		for (i = 0; i < n; i++) for (j = i + 1; j < n; j++) if (list[j] < list[i]) { t = list[i]; list[i] = list[j]; list[j] = t }
		for (i = 0; i < n; i++) print "\t" list[i]
		print ")"
		print ""
		printf "%s", body
		print ""
		print "func main() {}"
	}' "$@"
}

printf '%-12s %6s %s\n' engine lines "oldest Go"
status=0
for entry in $ENGINES; do
	name=${entry%%:*}
	files=${entry#*:}
	files=${files//,/ }
	dir=$(mktemp -d)
	join game.go solution.go $files > "$dir/main.go"
	lines=$(wc -l < "$dir/main.go")
	gomod() { printf 'module paste\n\ngo 1.%s\n' "$1" > "$dir/go.mod"; }
	ok() { (cd "$dir" && GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local go vet . >/dev/null 2>&1 && GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local go build -o /dev/null . 2>"$dir/err"); }
	current=$(go env GOVERSION | sed -E 's/^go1\.([0-9]+).*/\1/')
	gomod "$current"
	if ! ok; then
		echo "$name: game.go + solution.go + $files do not build as one file:"
		cat "$dir/err"
		status=1
		rm -rf "$dir"
		continue
	fi
	oldest=$current
	for ((v = current - 1; v >= OLDEST; v--)); do
		gomod "$v"
		ok || break
		oldest=$v
	done
	printf '%-12s %6s 1.%s\n' "$name" "$lines" "$oldest"
	rm -rf "$dir"
done
exit $status
