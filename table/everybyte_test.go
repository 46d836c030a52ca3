package table_test

import (
	"bytes"
	"errors"
	"iter"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/table"
)

// TestEveryByteChecked flips every byte of small tables in turn (its lowest
// bit, its highest, all of it) and requires that opening the table or
// reading every slot fails with ErrCorrupt (or ErrVersion, for the
// version field): every byte is covered by a checksum or a check (issue
// 43, item 3: a byte flipped 12 bytes before the end, the footer's
// reserved field, went unnoticed). The tables: entries alone, raw and
// compressed, in blocks of 64; and one with a bitmap of the solved slots.
func TestEveryByteChecked(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 3))
	_, ent := randomEntries(rng, 64*3+17)
	files := map[string][]byte{
		"raw":        entryTable(t, ent, &table.Options{BlockEntries: 64}),
		"compressed": entryTable(t, ent, &table.Options{BlockEntries: 64, Compress: true}),
		"bitmap":     scopedTable(t, rng),
	}
	for name, good := range files {
		if err := readWhole(good); err != nil {
			t.Fatalf("%s: the undamaged table: %v", name, err)
		}
		for i := range good {
			for _, x := range []byte{0x01, 0x80, 0xff} {
				bad := bytes.Clone(good)
				bad[i] ^= x
				err := readWhole(bad)
				if err == nil {
					t.Fatalf("%s (%d bytes): byte %d (end−%d) xor %#x is not noticed", name, len(good), i, len(good)-i, x)
				}
				if !errors.Is(err, table.ErrCorrupt) && !errors.Is(err, table.ErrVersion) {
					t.Fatalf("%s: byte %d xor %#x: %v, want ErrCorrupt", name, i, x, err)
				}
			}
		}
	}
}

// scopedTable returns the bytes of a table of 700 slots of which about
// half are solved (so it has a bitmap), in blocks of 64 entries.
func scopedTable(t *testing.T, rng *rand.Rand) []byte {
	t.Helper()
	const n = 700
	var slots []int
	var res []cgt.Result
	for i := range n {
		if rng.IntN(2) == 0 {
			slots = append(slots, i)
			res = append(res, cgt.Result{Outcome: cgt.Win, Remoteness: rng.IntN(20)})
		}
	}
	seq := iter.Seq2[int, cgt.Result](func(yield func(int, cgt.Result) bool) {
		for k, i := range slots {
			if !yield(i, res[k]) {
				return
			}
		}
	})
	path := filepath.Join(t.TempDir(), "scoped.tab")
	if err := table.Write(path, table.Header{Game: "g", Params: "p", Slots: n}, seq, &table.Options{BlockEntries: 64}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// readWhole opens the table in data and reads every slot: by ReadEntries
// when every slot is solved, else by Lookup (which reads the bitmap).
func readWhole(data []byte) error {
	tb, err := table.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return err
	}
	if tb.Len() == tb.Header().Slots {
		return tb.ReadEntries(make([]table.Entry, tb.Len()), 0)
	}
	for i := range tb.Header().Slots {
		if _, _, err := tb.Lookup(i); err != nil {
			return err
		}
	}
	return nil
}

// TestEndMarkerMessage checks what the error of a file without its end
// marker says (issue 43, item 9: a flipped last byte read "no end marker:
// the file is truncated" for a file of full length): a file of full
// length whose last bytes are damaged says so; a file cut short, by a
// byte or by a block, says it is truncated.
func TestEndMarkerMessage(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 9))
	_, ent := randomEntries(rng, 64*3)
	good := entryTable(t, ent, &table.Options{BlockEntries: 64})
	for k := 1; k <= 8; k++ {
		bad := bytes.Clone(good)
		bad[len(bad)-k] ^= 0x20
		if err := readWhole(bad); err == nil || !strings.Contains(err.Error(), "the end marker is damaged: the file has its full length") {
			t.Errorf("byte end−%d flipped: %v; want the end marker damaged", k, err)
		}
	}
	for _, cut := range []int{1, 8, 100} {
		if err := readWhole(good[:len(good)-cut]); err == nil || !strings.Contains(err.Error(), "the file is truncated") {
			t.Errorf("%d bytes cut off: %v; want truncated", cut, err)
		}
	}
}
