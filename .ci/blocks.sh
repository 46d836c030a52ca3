# Sourced by the CI scripts that measure what the documents quote.
#
# doc_block FILE NAME TEXT: the lines between "<!-- NAME -->" and
# "<!-- /NAME -->" in FILE must be TEXT (a file); they are generated, never
# typed. With UPDATE=1 the block is rewritten instead; otherwise a
# difference is printed and the function fails.
doc_block() {
	local file=$1 name=$2 text=$3 cur
	cur=$(mktemp)
	awk -v b="<!-- $name -->" -v e="<!-- /$name -->" '$0 == e { on = 0 } on { print } $0 == b { on = 1 }' "$file" >"$cur"
	if ! grep -qx -- "<!-- $name -->" "$file" || ! grep -qx -- "<!-- /$name -->" "$file"; then
		echo "$file has no block <!-- $name --> … <!-- /$name -->"
		rm -f "$cur"
		return 1
	fi
	if cmp -s "$cur" "$text"; then
		rm -f "$cur"
		return 0
	fi
	if [ "${UPDATE:-}" = 1 ]; then
		awk -v b="<!-- $name -->" -v e="<!-- /$name -->" -v t="$text" '
			$0 == b { print; while ((getline l < t) > 0) print l; skip = 1; next }
			$0 == e { skip = 0 }
			!skip { print }' "$file" >"$cur.new" && mv "$cur.new" "$file"
		echo "updated the block $name of $file"
		rm -f "$cur"
		return 0
	fi
	echo "the block $name of $file is out of date (run UPDATE=1 $0):"
	diff "$cur" "$text" || true
	rm -f "$cur"
	return 1
}

# thousands N prints N with commas: 1531 → 1,531 (not by locale: CI has
# only the C locales).
thousands() { echo "$1" | sed -E ':a; s/^([0-9]+)([0-9]{3})/\1,\2/; ta'; }
