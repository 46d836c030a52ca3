package table_test

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/table"
)

// randomEntries returns n random full-table results (remoteness up to
// MaxEntryRemoteness, 0 for a Draw) and their entries.
func randomEntries(rng *rand.Rand, n int) ([]cgt.Result, []table.Entry) {
	res := make([]cgt.Result, n)
	ent := make([]table.Entry, n)
	for i := range n {
		o := cgt.Outcome(1 + rng.IntN(4))
		r := rng.IntN(40)
		if rng.IntN(500) == 0 {
			r = table.MaxEntryRemoteness
		}
		if o == cgt.Draw {
			r = -1
		}
		res[i] = cgt.Result{Outcome: o, Remoteness: r}
		ent[i] = table.MakeEntry(o, r)
	}
	return res, ent
}

// TestWriterMatchesWrite checks that Writer, given the entries in pieces of
// random lengths, writes the bytes Write writes for the same results, raw
// and compressed, with two block sizes, with blocks compressed by one
// goroutine or several, and that ReadEntries reads back
// every range it is asked, as Lookup answers slot by slot.
func TestWriterMatchesWrite(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	dir := t.TempDir()
	for _, n := range []int{0, 1, 4095, 4096, 20001} {
		res, ent := randomEntries(rng, n)
		h := table.Header{Game: "random", Params: "p", Slots: n}
		for _, opt := range []*table.Options{nil, {Compress: true}, {BlockEntries: 64, Compress: true, Level: 1},
			{Compress: true, Workers: 3}, {BlockEntries: 64, Compress: true, Workers: -1}, {Workers: 2}} {
			path := filepath.Join(dir, "write.tab")
			all := func(yield func(int, cgt.Result) bool) {
				for i, r := range res {
					if !yield(i, r) {
						return
					}
				}
			}
			var one *table.Options // Write with one goroutine: the reference
			if opt != nil {
				o := *opt
				o.Workers = 0
				one = &o
			}
			if err := table.Write(path, h, all, one); err != nil {
				t.Fatal(err)
			}
			want, _ := os.ReadFile(path)
			if err := table.Write(path, h, all, opt); err != nil {
				t.Fatal(err)
			}
			if got, _ := os.ReadFile(path); !bytes.Equal(got, want) {
				t.Fatalf("%d slots, %+v: Write with workers differs from one goroutine", n, opt)
			}
			var buf bytes.Buffer
			w, err := table.NewWriter(&buf, h, opt)
			if err != nil {
				t.Fatal(err)
			}
			for rest := ent; len(rest) > 0; {
				k := min(len(rest), rng.IntN(5000))
				if rng.IntN(4) == 0 {
					k = len(rest) // whole blocks at once: the workers encode them
				}
				if err := w.Append(rest[:k]); err != nil {
					t.Fatal(err)
				}
				rest = rest[k:]
			}
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(buf.Bytes(), want) {
				t.Fatalf("%d slots, %+v: Writer's %d bytes differ from Write's %d", n, opt, buf.Len(), len(want))
			}
			tb, err := table.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
			if err != nil {
				t.Fatal(err)
			}
			for range 20 {
				if n == 0 {
					break
				}
				lo := rng.IntN(n)
				got := make([]table.Entry, rng.IntN(n-lo+1))
				if err := tb.ReadEntries(got, lo); err != nil {
					t.Fatal(err)
				}
				par := make([]table.Entry, len(got))
				if err := tb.ReadEntriesParallel(par, lo, 1+rng.IntN(4)); err != nil {
					t.Fatal(err)
				}
				for i, e := range got {
					if par[i] != e {
						t.Fatalf("slot %d: ReadEntriesParallel %#x, ReadEntries %#x", lo+i, par[i], e)
					}
					o, r, _ := tb.Lookup(lo + i)
					if e != ent[lo+i] || table.MakeEntry(o, r) != e {
						t.Fatalf("slot %d: ReadEntries %#x, Lookup %v %d, written %#x", lo+i, e, o, r, ent[lo+i])
					}
				}
			}
			if err := tb.ReadEntries(make([]table.Entry, 2), n-1); err == nil {
				t.Errorf("%d slots: ReadEntries past the end succeeded", n)
			}
		}
	}
}

// entryTable returns the bytes of a table of the entries ent (game "g"),
// written by a Writer with opt in one Append.
func entryTable(t testing.TB, ent []table.Entry, opt *table.Options) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := table.NewWriter(&buf, table.Header{Game: "g", Slots: len(ent)}, opt)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Append(ent); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestWriterErrors checks that Writer refuses what is not a table entry,
// too many or too few entries, and that a scoped table is not read by
// ReadEntries.
func TestWriterErrors(t *testing.T) {
	h := table.Header{Game: "g", Slots: 3}
	for _, bad := range [][]table.Entry{
		{0},                                  // Unknown
		{5 << 13},                            // past Win
		{table.MakeEntry(cgt.Win, 8191)},     // remoteness of a 4-byte entry
		{uint16(cgt.Draw)<<13 | 1},           // a Draw with a remoteness
		{1 << 13, 1 << 13, 1 << 13, 1 << 13}, // four entries for three slots
	} {
		w, _ := table.NewWriter(&bytes.Buffer{}, h, nil)
		if err := w.Append(bad); err == nil {
			t.Errorf("Append(%#x) succeeded", bad)
		}
		if err := w.Close(); err == nil {
			t.Errorf("Close after a refused Append(%#x) succeeded", bad)
		}
	}
	w, _ := table.NewWriter(&bytes.Buffer{}, h, nil)
	w.Append([]table.Entry{table.MakeEntry(cgt.Loss, 0)})
	if err := w.Close(); err == nil {
		t.Error("Close after 1 of 3 entries succeeded")
	}
	if _, err := table.NewWriter(&bytes.Buffer{}, h, &table.Options{BlockEntries: 100}); err == nil {
		t.Error("NewWriter with 100 entries per block succeeded")
	}
	path := filepath.Join(t.TempDir(), "scoped.tab")
	one := func(yield func(int, cgt.Result) bool) { yield(1, cgt.Result{Outcome: cgt.Win, Remoteness: 1}) }
	if err := table.Write(path, h, one, nil); err != nil {
		t.Fatal(err)
	}
	tb, err := table.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	if err := tb.ReadEntries(make([]table.Entry, 1), 1); err == nil {
		t.Error("ReadEntries on a table of some slots succeeded")
	}
}

// TestWriterWorkersFirstBad checks that a large Append checked on several
// goroutines names the first bad slot, as one goroutine does.
func TestWriterWorkersFirstBad(t *testing.T) {
	const n = 3 << 18
	e := make([]table.Entry, n)
	for i := range e {
		e[i] = table.MakeEntry(cgt.Win, i%7)
	}
	e[n-5], e[n/2+3] = 0, 5<<13 // two bad entries, in different goroutines' parts
	h := table.Header{Game: "g", Slots: n + 10}
	var msgs []string
	for _, workers := range []int{0, 3} {
		w, _ := table.NewWriter(&bytes.Buffer{}, h, &table.Options{Compress: true, Workers: workers})
		if err := w.Append(make([]table.Entry, 0)); err != nil {
			t.Fatal(err)
		}
		if err := w.Append([]table.Entry{table.MakeEntry(cgt.Loss, 0)}); err != nil {
			t.Fatal(err)
		}
		err := w.Append(e)
		if err == nil {
			t.Fatalf("%d workers: Append of bad entries succeeded", workers)
		}
		msgs = append(msgs, err.Error())
	}
	want := fmt.Sprintf("table: slot %d: entry 0xa000 is not an outcome and remoteness", 1+n/2+3)
	for i, m := range msgs {
		if m != want {
			t.Errorf("case %d: %q, want %q", i, m, want)
		}
	}
}

// TestReadEntriesParallelDamage checks that with two damaged blocks
// ReadEntriesParallel gives the error ReadEntries gives: the first's.
func TestReadEntriesParallelDamage(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	_, ent := randomEntries(rng, 64*40)
	data := entryTable(t, ent, &table.Options{BlockEntries: 64, Compress: true})
	// Damage a byte in the middle of the file's data blocks and one near
	// their end: the first lies in an earlier block.
	data[len(data)/3] ^= 0x55
	data[len(data)*2/3] ^= 0x55
	tb, err := table.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	one := tb.ReadEntries(make([]table.Entry, len(ent)), 0)
	if !errors.Is(one, table.ErrCorrupt) {
		t.Fatalf("ReadEntries of a damaged table: %v", one)
	}
	for _, workers := range []int{2, 7, 40} {
		par := tb.ReadEntriesParallel(make([]table.Entry, len(ent)), 0, workers)
		if par == nil || par.Error() != one.Error() {
			t.Errorf("%d workers: %v, ReadEntries %v", workers, par, one)
		}
	}
}

// forwardOnly is a ReaderAt that records whether, once watching, a read
// went back before the end of the one before it (a stream that reads
// forward only would have to start again).
type forwardOnly struct {
	r        *bytes.Reader
	mu       sync.Mutex
	watching bool
	end      int64
	back     int
}

func (f *forwardOnly) ReadAt(b []byte, off int64) (int, error) {
	if f.watching {
		time.Sleep(time.Duration(off%7) * 10 * time.Microsecond) // readers on several goroutines would overtake each other
	}
	f.mu.Lock()
	if f.watching {
		if off < f.end {
			f.back++
		}
		f.end = off + int64(len(b))
	}
	f.mu.Unlock()
	return f.r.ReadAt(b, off)
}

// TestReadEntriesParallelReadsForward checks that ReadEntriesParallel reads
// the blocks in order (only the unpacking is shared), and reads what
// ReadEntries reads.
func TestReadEntriesParallelReadsForward(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	_, ent := randomEntries(rng, 64*200+17)
	data := entryTable(t, ent, &table.Options{BlockEntries: 64, Compress: true, Workers: 3})
	f := &forwardOnly{r: bytes.NewReader(data)}
	tb, err := table.NewReader(f, int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	f.watching = true
	got := make([]table.Entry, len(ent)-100)
	if err := tb.ReadEntriesParallel(got, 50, 8); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got, ent[50:len(ent)-50]) {
		t.Error("ReadEntriesParallel read other entries than were written")
	}
	if f.back > 0 {
		t.Errorf("%d reads went back", f.back)
	}
}
