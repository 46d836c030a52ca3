package cgt_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/cgtgo/cgt"
)

func ExampleQuoteInput() {
	fmt.Println(cgt.QuoteInput("W.W/\xff"))
	fmt.Println(cgt.QuoteInput(strings.Repeat("W", 100000)))
	// Output:
	// "W.W/\xff"
	// "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW"… (100000 bytes)
}

// TestQuoteInput: a quotation of at most 80 characters is strconv.Quote's
// (the definition of Go's quoted strings); a longer one is a prefix of it,
// cut at a whole escape, of at most 60 characters, with the ellipsis and
// the length in bytes; bytes that are not UTF-8 are escaped.
func TestQuoteInput(t *testing.T) {
	for _, s := range []string{
		"", "x", "\xff", "é", strings.Repeat("a", 78), strings.Repeat("a", 79),
		strings.Repeat("é", 100), strings.Repeat("\xff", 30), strings.Repeat("\x00", 30),
		strings.Repeat("ab\"\\", 50), "日本" + strings.Repeat("\xfe", 1000),
	} {
		got, whole := cgt.QuoteInput(s), strconv.Quote(s)
		if utf8.RuneCountInString(whole) <= 80 {
			if got != whole {
				t.Errorf("QuoteInput(%s) = %s, want strconv.Quote's", whole, got)
			}
			continue
		}
		head, tail, ok := strings.Cut(got, "… (")
		if !ok || tail != fmt.Sprint(len(s))+" bytes)" || utf8.RuneCountInString(head) > 60 ||
			!strings.HasPrefix(whole, head[:len(head)-1]) || utf8.RuneCountInString(head) < 56 {
			t.Errorf("QuoteInput(%.40s…) = %s", whole, got)
		}
		if u, err := strconv.Unquote(head); err != nil || !strings.HasPrefix(s, u) {
			t.Errorf("QuoteInput(%.40s…) = %s: the head is not a quoted prefix (%v)", whole, got, err)
		}
		if strings.ContainsRune(got, utf8.RuneError) {
			t.Errorf("QuoteInput(%.40s…) = %s shows U+FFFD", whole, got)
		}
	}
}
