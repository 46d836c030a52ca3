#!/usr/bin/env bash
# compare.sh times cgt's alpha-beta Searcher on Connect Four 7×6 against
# Pascal Pons's solver on the same positions, one thread each, and checks
# that every score is the same.
#
#   games/connect4/testdata/pons/compare.sh [PONS_SRC] [REPS]
#
# PONS_SRC (or $PONS_SRC) is a copy of the source of his solver (its
# Makefile, main.cpp, Solver.cpp, …); it is built here with g++ -O3 into a
# temporary directory. Without one the script says so and exits 0: his
# code is not part of cgt, only a timing and score reference.
#
# The sets (scores-16-22.txt, 1,000 random positions of 16 to 22 stones;
# scores-8-12.txt, 30 of 8 to 12 stones) were drawn by
# games/connect4/internal/c4lines -gen (seeds 16 and 8) and scored by his
# solver: position, then the score for the player to move (his
# convention, which is cgt's margin). TestPonsScores checks cgt against a
# part of them in go test.
#
# Each set is run REPS times (default 3), the two solvers interleaved,
# each a whole process reading the set on standard input and keeping its
# table from line to line (as his main.cpp does). CPU = user + system time;
# cgt runs with GOMAXPROCS=1, so that its garbage collector shares the one
# thread. The ratio is cgt / Pons over the sums of the repetitions.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
src=${1:-${PONS_SRC:-}}
reps=${2:-3}
if [ -z "$src" ] || [ ! -f "$src/Solver.cpp" ]; then
	echo "compare.sh: no copy of Pons's solver given (PONS_SRC): nothing to compare"
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$src"/. "$tmp/pons"
make -s -C "$tmp/pons" c4solver CXX=g++ >/dev/null
(cd "$root" && go build -o "$tmp/c4lines" ./games/connect4/internal/c4lines)

cpu() { # cpu OUT CMD... : runs CMD with the set on stdin, prints "user+sys wall"
	local out=$1
	shift
	/usr/bin/time -f '%U %S %e' -o "$tmp/time" "$@" <"$tmp/in" >"$out" 2>/dev/null
	awk '{printf "%.2f %.2f\n", $1 + $2, $3}' "$tmp/time"
}

for set in 16-22 8-12; do
	cut -d' ' -f1 "$here/scores-$set.txt" >"$tmp/in"
	pc=0 pw=0 cc=0 cw=0
	for rep in $(seq "$reps"); do
		read -r c w < <(cpu "$tmp/pons.out" "$tmp/pons/c4solver")
		pc=$(echo "$pc + $c" | bc) pw=$(echo "$pw + $w" | bc)
		read -r c2 w2 < <(GOMAXPROCS=1 cpu "$tmp/cgt.out" "$tmp/c4lines")
		cc=$(echo "$cc + $c2" | bc) cw=$(echo "$cw + $w2" | bc)
		cmp -s "$tmp/pons.out" "$here/scores-$set.txt" || { echo "Pons's solver disagrees with scores-$set.txt"; exit 1; }
		cmp -s "$tmp/cgt.out" "$here/scores-$set.txt" || {
			echo "cgt disagrees with Pons on set $set:"
			diff "$here/scores-$set.txt" "$tmp/cgt.out" | head
			exit 1
		}
		echo "set $set, run $rep: Pons CPU $c s (wall $w s), cgt CPU $c2 s (wall $w2 s)"
	done
	echo "set $set: $(wc -l <"$tmp/in") positions, scores identical; cgt/Pons CPU $(echo "scale=2; $cc / $pc" | bc), wall $(echo "scale=2; $cw / $pw" | bc)"
done
