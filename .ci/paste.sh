#!/usr/bin/env bash
# The paste check: what a contestant does. For each engine, "cgt bundle
# NAME" joins game.go, solution.go and the engine's set of files into ONE
# file of package main (one import block, no go.mod requirements); the
# check builds it in an empty directory
# with the module proxy off, and find the oldest Go release that accepts it
# (language version and standard-library API, the latter by go vet's
# stdversion check). Prints a table; exits non-zero if a file does not
# build alone.
set -euo pipefail
cd "$(dirname "$0")/.."

OLDEST=${PASTE_OLDEST:-18} # the oldest minor version tried: Go 1.18 brought generics

bin=$(mktemp -d)
go build -o "$bin/cgt" ./cmd/cgt
# Each engine is a set of root files (NAME.go and NAME_*.go), or a package
# of the module (partizan/); "cgt bundle NAME" joins game.go, solution.go,
# the set and whatever root files the set needs, which is what a
# contestant pastes.
ENGINES=${PASTE_ENGINES:-$("$bin/cgt" bundle --list | cut -d: -f1)}

. .ci/blocks.sh
table=$(mktemp)
trap 'rm -rf "$bin" "$table"' EXIT
{
	echo '| engine | files | lines pasted | `--trim` (no program: comments dropped) | oldest Go |'
	echo '| --- | --- | ---: | ---: | --- |'
} >"$table"

printf '%-12s %6s %-10s %s\n' engine lines "oldest Go" files
status=0
for name in $ENGINES; do
	dir=$(mktemp -d)
	# Without the "Code generated" line: go vet's stdversion check skips
	# generated files, and it is what finds the oldest standard library.
	"$bin/cgt" bundle "$name" | sed '/^\/\/ Code generated .* DO NOT EDIT\.$/d' > "$dir/main.go"
	printf '\nfunc main() {}\n' >> "$dir/main.go"
	files=$(sed -n 's|^// This single file joins \(.*\)\.$|\1|p' "$dir/main.go")
	lines=$(wc -l < "$dir/main.go")
	gomod() { printf 'module paste\n\ngo 1.%s\n' "$1" > "$dir/go.mod"; }
	ok() { (cd "$dir" && GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local go vet . >/dev/null 2>&1 && GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local go build -o /dev/null . 2>"$dir/err"); }
	current=$(go env GOVERSION | sed -E 's/^go1\.([0-9]+).*/\1/')
	gomod "$current"
	if ! ok; then
		echo "$name: $files do not build as one file:"
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
	printf '%-12s %6s 1.%-8s %s\n' "$name" "$lines" "$oldest" "$files"
	full=$("$bin/cgt" bundle "$name" | wc -l)
	trimmed=$("$bin/cgt" bundle --trim "$name" | wc -l)
	own=$(echo "$files" | sed 's/game.go, solution.go, //; s|\([a-z_/]*\.go\)|`\1`|g')
	echo "| $name | $own | $(thousands "$full") | $(thousands "$trimmed") | 1.$oldest |" >>"$table"
	rm -rf "$dir"
done
# The README quotes this table; it must be what the engines are now.
doc_block README.md engines "$table" || status=1
exit $status
