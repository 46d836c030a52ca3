#!/usr/bin/env bash
# Fails if git tracks a build output: an executable or object file (ELF,
# Mach-O, PE, a Go archive) or any file of 1 MiB or more. The repository
# holds sources and small test data only; builds go to ignored paths.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
while IFS= read -r -d '' f; do
	[ -f "$f" ] || continue
	magic=$(head -c 4 "$f" | od -An -tx1 | tr -d ' \n')
	case $magic in
	7f454c46 | cffaedfe | cefaedfe | feedfacf | feedface | 4d5a*)
		echo "tracked binary: $f (an executable or object file)"
		status=1
		continue
		;;
	esac
	if [ "$(head -c 8 "$f")" = '!<arch>' ]; then
		echo "tracked binary: $f (an archive)"
		status=1
		continue
	fi
	size=$(wc -c <"$f")
	if [ "$size" -ge 1048576 ]; then
		echo "tracked file of $size bytes: $f (build outputs and large data stay out of git)"
		status=1
	fi
done < <(git ls-files -z)
exit $status
