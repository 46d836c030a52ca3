#!/usr/bin/env bash
# The contestant's paste check (issue 16). A contestant pastes cgt into one
# file for a judge that has no modules, no network and maybe an older Go.
# For each engine (game.go + solution.go + the engine, joined by
# "cgt bundle") and each program in examples/contest, full and --trim:
#   - build it as the only file of an empty directory, with no go.mod,
#     GOFLAGS=-mod=mod GOPROXY=off (nothing may be downloaded);
#   - find the oldest Go it needs: the least go 1.N in a go.mod under which
#     go vet passes (the type checker rejects language features newer than
#     1.N, the stdversion analyzer standard-library names newer than 1.N),
#     by bisection over 1.18 … the toolchain's; below 1.21 stdversion is
#     silent, so packages new in 1.21 and later raise the floor by import;
# then run the programs, trimmed bundles included, on their samples and
# random brute-force checks (go test ./examples/contest). Prints a table.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/cgt" ./cmd/cgt
root=$PWD
export GOFLAGS=-mod=mod GOPROXY=off GOWORK=off GOTOOLCHAIN=local GO111MODULE=on
newest=$(go env GOVERSION | sed -E 's/^go1\.([0-9]+).*/\1/')

# vet_ok N FILE: go vet passes for FILE alone under go 1.N.
vet_ok() {
	local dir="$work/vet"
	rm -rf "$dir" && mkdir -p "$dir"
	cp "$2" "$dir/main.go"
	printf 'module paste\n\ngo 1.%s\n' "$1" >"$dir/go.mod"
	(cd "$dir" && go vet . >/dev/null 2>&1)
}

# import_floor FILE: the least Go minor version its standard-library
# imports exist in (for those stdversion cannot see).
import_floor() {
	local floor=18 pkg v
	for pkg in $(sed -n '/^import (/,/^)/p; /^import "/p' "$1" | grep -o '"[^"]*"' | tr -d '"'); do
		case $pkg in
		cmp | slices | maps | log/slog | testing/slogtest) v=21 ;;
		math/rand/v2 | go/version) v=22 ;;
		iter | unique | structs) v=23 ;;
		weak | crypto/hkdf | crypto/mlkem | crypto/pbkdf2 | crypto/sha3) v=24 ;;
		*) v=18 ;;
		esac
		((v > floor)) && floor=$v
	done
	echo "$floor"
}

# oldest FILE: the oldest Go 1.N that builds FILE, as "1.N".
oldest() {
	local lo=18 hi=$newest mid
	if ! vet_ok "$hi" "$1"; then
		echo "fails with go1.$hi"
		return
	fi
	while ((lo < hi)); do
		mid=$(((lo + hi) / 2))
		if vet_ok "$mid" "$1"; then hi=$mid; else lo=$((mid + 1)); fi
	done
	local floor
	floor=$(import_floor "$1")
	((floor > hi)) && hi=$floor
	echo "1.$hi"
}

# lone FILE: build FILE as the only file of an empty directory.
lone() {
	local dir="$work/lone"
	rm -rf "$dir" && mkdir -p "$dir"
	cp "$1" "$dir/main.go"
	(cd "$dir" && go build -o prog main.go) || {
		echo "$1 does not build as a lone file"
		exit 1
	}
}

row() { printf '%-24s %7s %9s %8s %9s\n' "$@"; }
lines() { wc -l <"$1" | tr -d ' '; }

echo "== pasted engines: game.go + solution.go + ENGINE.go (+ an empty main)"
row "engine" "lines" "oldest Go" "trimmed" "oldest Go"
engines=$(cd "$root" && ls ./*.go | sed 's|^\./||; s/\.go$//' | grep -v -e '_test$' -e '^doc$' -e '^game$' -e '^solution$')
for engine in $engines; do
	for mode in full trim; do
		f="$work/$engine.$mode.go"
		flag=()
		[[ $mode == trim ]] && flag=(--trim)
		"$work/cgt" bundle --root "$root" "${flag[@]}" "$engine" >"$f"
		printf '\nfunc main() {}\n' >>"$f"
		lone "$f"
	done
	row "$engine" "$(lines "$work/$engine.full.go")" "$(oldest "$work/$engine.full.go")" \
		"$(lines "$work/$engine.trim.go")" "$(oldest "$work/$engine.trim.go")"
done

echo
echo "== contest programs (examples/contest/*/main.go)"
row "program" "lines" "oldest Go" "trimmed" "oldest Go"
cd examples/contest
grep '^//go:generate go run ../../cmd/cgt bundle -o ' contest.go | while read -r _ _ _ _ _ _ out args; do
	dir=$(dirname "$out")
	read -r -a a <<<"$args"
	lone "$out"
	"$work/cgt" bundle --root "$root" --trim "${a[@]}" >"$work/$dir.trim.go"
	lone "$work/$dir.trim.go"
	row "$dir" "$(lines "$out")" "$(oldest "$out")" "$(lines "$work/$dir.trim.go")" "$(oldest "$work/$dir.trim.go")"
done
cd "$root"

echo
echo "== samples and random checks, trimmed bundles too"
unset GOFLAGS GOPROXY
CGT_CONTEST_TRIM=1 go test -count=1 ./examples/contest
