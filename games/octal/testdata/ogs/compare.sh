#!/usr/bin/env bash
# compare.sh times cgt's octal engine against ogs (the octal-game solver of
# Piotr Beling's impartial-games, its RC2 method) on the same games and
# heap counts, one thread each, and checks that both find the same values.
#
#   games/octal/testdata/ogs/compare.sh [OGS_SRC] [REPS] [CODE:N ...]
#
# OGS_SRC (or $OGS_SRC) is a copy of the source of the ogs crate (its
# Cargo.toml and src/); the small driver beside this script is built
# against it with cargo (offline, release) in a temporary directory.
# Without one the script says so and exits 0: ogs is not part of cgt, only
# a timing and value reference.
#
# Each game is run REPS times (default 3), the two interleaved, each a
# whole process computing the values of heaps 0..N: the ogs driver, and
# values.go built with go build. Both print the last value and a checksum
# of all the values, which must be equal. CPU = user + system time; the
# ratio is cgt / ogs over the medians of the repetitions. The default
# games are the record codes of issue 24 at 2^21 heaps.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
src=${1:-${OGS_SRC:-}}
reps=${2:-3}
shift $(($# < 2 ? $# : 2))
games=("$@")
if [ ${#games[@]} -eq 0 ]; then
	games=(0.6:2097151 0.354:2097151 0.376:2097151 0.16:2097151 0.1777:2097151)
fi
if [ -z "$src" ] || [ ! -f "$src/Cargo.toml" ]; then
	echo "compare.sh: no copy of the ogs crate given (OGS_SRC): nothing to compare"
	exit 0
fi
src=$(cd "$src" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/driver/src"
cp "$here/driver/src/main.rs" "$tmp/driver/src/"
sed "s|@OGS@|$src|" "$here/driver/Cargo.toml.in" >"$tmp/driver/Cargo.toml"
(cd "$tmp/driver" && cargo build -q --release --offline 2>"$tmp/cargo.log") || {
	cat "$tmp/cargo.log"
	exit 1
}
(cd "$root" && go build -o "$tmp/values" "$here/values.go")

cpu() { # cpu OUT CMD... : runs CMD, prints "user+sys wall"
	local out=$1
	shift
	/usr/bin/time -f '%U %S %e' -o "$tmp/time" "$@" >"$out" 2>/dev/null
	awk '{printf "%.2f %.2f\n", $1 + $2, $3}' "$tmp/time"
}
median() { sort -n | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

for game in "${games[@]}"; do
	code=${game%%:*} n=${game##*:}
	: >"$tmp/ogs.t"
	: >"$tmp/cgt.t"
	for rep in $(seq "$reps"); do
		cpu "$tmp/ogs.out" "$tmp/driver/target/release/ogsdriver" "$code" "$n" >>"$tmp/ogs.t"
		cpu "$tmp/cgt.out" "$tmp/values" "$code" "$n" >>"$tmp/cgt.t"
		cmp -s "$tmp/ogs.out" "$tmp/cgt.out" || {
			echo "$code to $n: ogs says $(cat "$tmp/ogs.out"), cgt says $(cat "$tmp/cgt.out")"
			exit 1
		}
	done
	oc=$(cut -d' ' -f1 "$tmp/ogs.t" | median) ow=$(cut -d' ' -f2 "$tmp/ogs.t" | median)
	cc=$(cut -d' ' -f1 "$tmp/cgt.t" | median) cw=$(cut -d' ' -f2 "$tmp/cgt.t" | median)
	echo "$code, heaps 0..$n ($(cat "$tmp/cgt.out")): ogs CPU $oc s (wall $ow s), cgt CPU $cc s (wall $cw s); cgt/ogs CPU $(echo "scale=2; $cc / $oc" | bc), wall $(echo "scale=2; $cw / $ow" | bc) ($reps runs each)"
done
