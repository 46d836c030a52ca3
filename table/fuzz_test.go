package table_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cgtgo/cgt/table"
)

// FuzzReadDamaged damages a table of 2-byte entries (compressed or not,
// blocks of 64 entries) at the bytes the fuzzer picks and reads it back:
// opening, ReadEntries and ReadEntriesParallel never panic, an error is
// one of ErrCorrupt (or a refusal to open), and the parallel reader gives
// what the sequential one gives: the same entries, or the same error.
func FuzzReadDamaged(f *testing.F) {
	f.Add(uint64(1), true, uint32(100), byte(0x55), uint32(900), byte(0x01))
	f.Add(uint64(2), false, uint32(300), byte(0xff), uint32(0), byte(0))
	f.Add(uint64(3), true, uint32(40), byte(0x80), uint32(2000), byte(0x10))
	f.Fuzz(func(t *testing.T, seed uint64, compress bool, at1 uint32, x1 byte, at2 uint32, x2 byte) {
		rng := rand.New(rand.NewPCG(seed, 7))
		_, ent := randomEntries(rng, 64*(1+rng.IntN(40))+rng.IntN(64))
		data := entryTable(t, ent, &table.Options{BlockEntries: 64, Compress: compress})
		data[int(at1)%len(data)] ^= x1
		data[int(at2)%len(data)] ^= x2
		tb, err := table.NewReader(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			return // a damaged header, index or footer is refused at once
		}
		lo := rng.IntN(len(ent))
		n := rng.IntN(len(ent) - lo + 1)
		one, par := make([]table.Entry, n), make([]table.Entry, n)
		err1 := tb.ReadEntries(one, lo)
		err2 := tb.ReadEntriesParallel(par, lo, 1+rng.IntN(6))
		switch {
		case (err1 == nil) != (err2 == nil) || err1 != nil && err1.Error() != err2.Error():
			t.Fatalf("ReadEntries: %v; ReadEntriesParallel: %v", err1, err2)
		case err1 != nil && !errors.Is(err1, table.ErrCorrupt):
			t.Fatalf("damage read as %v, not ErrCorrupt", err1)
		case err1 == nil && !slices.Equal(one, par):
			t.Fatal("ReadEntries and ReadEntriesParallel read different entries")
		}
	})
}
