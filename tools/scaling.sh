#!/bin/bash
# scaling.sh measures what more cores give the solves of docs/parallel.md,
# on the machine it runs on: each run with 1 worker and with N, wall and
# CPU time (bash's time), and the machine's own limit (N copies of a
# one-worker run at once, against one alone).
#
#   go build -o /tmp/cgt ./cmd/cgt
#   tools/scaling.sh /tmp/cgt [N] [DIR] [quick|full]
#
# N is the worker count to compare with 1 (default: the number of CPUs);
# DIR holds the files the solves write (default: a new temporary
# directory, removed at the end). "quick" (the default) runs KRK, Connect
# Four 6x4 and the calibration, about 2 minutes on 16 cores; "full" adds
# Dobutsu shogi with 1 and N workers (about 5 minutes on 2 cores, 8 on one
# core of a slower machine) and morris with 10 stones. Every table and
# tier directory of N workers is compared with 1 worker's (they must be
# the same bytes).
set -u
cgt=${1:?usage: scaling.sh CGT_BINARY [N] [DIR] [quick|full]}
n=${2:-$(nproc)}
dir=${3:-}
mode=${4:-quick}
if [ -z "$dir" ]; then
	dir=$(mktemp -d)
	trap 'rm -rf "$dir"' EXIT
fi
TIMEFORMAT='  %R s wall, %U s user, %S s sys'

run() { # label, then the command
	local label=$1
	shift
	echo "$label"
	time "$@" >/dev/null
}

# both NAME FLAG ARGS...: cgt solve ARGS with N workers, then 1, writing to
# $dir/NAME-N and $dir/NAME-1 with FLAG (-o or --tiers), then compares the two.
both() {
	local name=$1 flag=$2
	shift 2
	for w in "$n" 1; do
		rm -rf "$dir/$name-$w"
		run "$name, workers=$w" "$cgt" solve "$@" "$flag" "$dir/$name-$w" --workers "$w"
	done
	if diff -r "$dir/$name-1" "$dir/$name-$n" >/dev/null; then
		echo "  $name: the same bytes"
	else
		echo "  $name: THE FILES DIFFER"
	fi
}

echo "== $(nproc) CPUs, $n workers against 1; $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2)"
for w in 1 "$n" 1 "$n" 1 "$n"; do
	run "krk, workers=$w" "$cgt" solve krk -o "$dir/krk$w.tab" --force --workers "$w"
done
cmp -s "$dir/krk1.tab" "$dir/krk$n.tab" && echo "  krk: the same bytes" || echo "  krk: THE FILES DIFFER"

both connect4-6x4 --tiers connect4 --board 6x4

echo "== the machine's own limit: connect4 5x4 with 1 worker, alone, then $n copies at once"
for i in 1 2 3; do
	rm -rf "$dir/s"
	run "alone" "$cgt" solve connect4 --board 5x4 --tiers "$dir/s" --workers 1
done
echo "$n at once (each):"
for i in $(seq "$n"); do
	rm -rf "$dir/s$i"
	(
		TIMEFORMAT='  %R s'
		time "$cgt" solve connect4 --board 5x4 --tiers "$dir/s$i" --workers 1 >/dev/null
	) &
done
wait

if [ "$mode" = full ]; then
	both dobutsu -o dobutsu
	both morris-10 --tiers morris --stones 10
fi
