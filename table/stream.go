package table

import (
	"encoding/binary"
	"fmt"
	"io"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/cgtgo/cgt"
)

// Writer writes a table whose every slot is solved, in slot order, without
// holding it: the streaming form of Write for tables of 2-byte entries
// (remoteness at most 8,190), such as the tiers of a tiered solve, whose
// values are computed a slice at a time. It holds one block (8 KiB by
// default) and the block index (16 bytes a block). The bytes are those
// Write produces for the same results and options.
//
// Entries are given as Entry values. Writer writes to any io.Writer (a
// file, an object store's stream); it does not close it, and the table is
// complete only when Close has returned nil.
type Writer struct {
	s     *entrySink
	slots int
	err   error
}

// An Entry is a solved slot as a table of 2-byte entries stores it:
// outcome<<13 | remoteness, with remoteness 0 for a Draw.
type Entry = uint16

// MaxEntryRemoteness is the largest remoteness an Entry holds.
const MaxEntryRemoteness = 1<<13 - 2

// MakeEntry returns the Entry of an outcome and a remoteness (any
// remoteness for a Draw, stored as 0). It does not check its arguments;
// Writer.Append does.
func MakeEntry(o cgt.Outcome, r int) Entry {
	if o == cgt.Draw {
		r = 0
	}
	return uint16(o)<<13 | uint16(r)
}

// NewWriter starts a table of h whose every slot will be given to Append,
// writing its header to w. Options are those of Write (Progress is called
// about once per data block).
func NewWriter(w io.Writer, h Header, opt *Options) (*Writer, error) {
	per, level, err := opt.resolve(h)
	if err != nil {
		return nil, err
	}
	compress := opt != nil && opt.Compress
	hdr := header(h, h.Slots, 2, compress, false, per)
	if _, err := w.Write(hdr); err != nil {
		return nil, err
	}
	s := newSink(&blockWriter{f: w, off: int64(len(hdr)), z: packer{level: packLevel(compress, level)}}, 2, per, opt)
	return &Writer{s: s, slots: h.Slots}, nil
}

// Append adds the entries of the next len(e) slots. An outcome that is not
// Loss, Draw, Tie or Win, a remoteness above MaxEntryRemoteness, a Draw with
// a remoteness or more entries than the header's slots is an error, and so
// is every call after an error. With Options.Workers, a large e is checked
// on the workers and its whole blocks are encoded and packed there.
func (w *Writer) Append(e []Entry) error {
	if w.err != nil {
		return w.err
	}
	if w.s.done+len(e) > w.slots {
		w.err = fmt.Errorf("table: %d entries for a table of %d slots", w.s.done+len(e), w.slots)
		return w.err
	}
	if i := firstBadEntry(e, w.s.workers); i >= 0 {
		w.err = fmt.Errorf("table: slot %d: entry %#x is not an outcome and remoteness", w.s.done+i, e[i])
		return w.err
	}
	per := cap(w.s.buf) / 2
	for len(e) > 0 {
		if len(w.s.buf) == 0 && w.s.workers > 1 && len(e) >= per {
			// Whole blocks straight from e: the packers encode them, and
			// they are written before Append returns.
			for ; len(e) >= per; e = e[per:] {
				w.s.done += per
				if w.err = w.s.queue(nil, e[:per]); w.err != nil {
					return w.err
				}
			}
			if w.err = w.s.drain(); w.err != nil {
				return w.err
			}
			continue
		}
		k := min(len(e), per-len(w.s.buf)/2)
		w.s.buf = appendEntries(w.s.buf, e[:k])
		w.s.done += k
		e = e[k:]
		if len(w.s.buf) == cap(w.s.buf) {
			if w.err = w.s.flush(); w.err != nil {
				return w.err
			}
		}
	}
	return nil
}

// firstBadEntry returns the first i at which e[i] is not an Entry, or −1,
// reading e on up to workers goroutines when it is large.
func firstBadEntry(e []Entry, workers int) int {
	bad := func(e []Entry) int {
		for i, x := range e {
			o, r := cgt.Outcome(x>>13), int(x&(1<<13-1))
			if o < cgt.Loss || o > cgt.Win || r > MaxEntryRemoteness || (o == cgt.Draw && r != 0) {
				return i
			}
		}
		return -1
	}
	parts := min(workers, len(e)>>18)
	if parts <= 1 {
		return bad(e)
	}
	at := make([]int, parts)
	var wg sync.WaitGroup
	for k := range at {
		wg.Add(1)
		go func() {
			defer wg.Done()
			lo, hi := len(e)*k/parts, len(e)*(k+1)/parts
			if at[k] = bad(e[lo:hi]); at[k] >= 0 {
				at[k] += lo
			}
		}()
	}
	wg.Wait()
	for _, i := range at {
		if i >= 0 {
			return i
		}
	}
	return -1
}

// Close writes the last block, the block index and the footer. It fails
// unless every slot was given.
func (w *Writer) Close() error {
	if w.err != nil {
		return w.err
	}
	if w.s.done != w.slots {
		w.err = fmt.Errorf("table: %d of %d slots written", w.s.done, w.slots)
		return w.err
	}
	w.err = w.s.finish()
	if w.err == nil {
		w.err = fmt.Errorf("table: Writer closed")
		return nil
	}
	return w.err
}

// ReadEntries fills dst with the entries of slots lo … lo+len(dst)−1 of a
// table whose every slot is solved and whose entries are 2 bytes (what
// Writer writes): the raw form of Lookup for a range, reading each block
// once and checking its checksum and its outcomes. A range out of the table
// is an error; a damaged block one matching ErrCorrupt (named as NewReader
// says).
func (t *Table) ReadEntries(dst []Entry, lo int) error {
	if err := t.entryRange(dst, lo); err != nil {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.readEntries(dst, lo, &t.cacheDat, &t.inf)
}

// ReadEntriesParallel is ReadEntries with the blocks checked and unpacked
// by up to workers goroutines at once (workers < 1: one per CPU), for a
// large range of a compressed table, where unpacking takes most of the
// time: a tiered solve loads its child tiers so. The blocks are read in
// order, on the calling goroutine, so that a table over a stream that
// reads forward only (an object store's) is read once. The entries are
// those ReadEntries gives, and so is the error: that of the first damaged
// block in slot order. It may run beside other reads of the table.
func (t *Table) ReadEntriesParallel(dst []Entry, lo, workers int) error {
	if err := t.entryRange(dst, lo); err != nil {
		return err
	}
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	if len(dst) == 0 {
		return nil
	}
	hi := lo + len(dst)
	k0, k1 := lo/t.per, (hi-1)/t.per+1
	if workers = min(workers, k1-k0); workers <= 1 {
		return t.ReadEntries(dst, lo)
	}
	type job struct {
		k      int
		stored []byte
	}
	jobs := make(chan job, 2*workers)
	free := make(chan []byte, 3*workers) // stored buffers back for reuse
	// The lowest damaged block so far: blocks after it are skipped, those
	// before it (all read already, the reading goes in order) are unpacked
	// to their end, so the error kept is ReadEntries'.
	var errAt atomic.Int64
	errAt.Store(int64(k1))
	var mu sync.Mutex
	var firstErr error
	fail := func(k int, err error) {
		mu.Lock()
		if int64(k) < errAt.Load() {
			errAt.Store(int64(k))
			firstErr = named(t.name, err)
		}
		mu.Unlock()
	}
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var out []byte
			var in inflater
			for j := range jobs {
				if int64(j.k) < errAt.Load() {
					n := min(t.per, t.count-j.k*t.per)
					raw, err := t.unpack(t.data[j.k], j.stored, n*2, &out, &in)
					if err == nil {
						a, b := max(lo, j.k*t.per), min(hi, (j.k+1)*t.per)
						err = putEntries(dst[a-lo:b-lo], raw[2*(a-j.k*t.per):], a)
					}
					if err != nil {
						fail(j.k, err)
					}
				}
				select {
				case free <- j.stored:
				default:
				}
			}
		}()
	}
	for k := k0; k < k1 && int64(k) < errAt.Load(); k++ {
		var buf []byte
		select {
		case buf = <-free:
		default:
		}
		stored, err := t.readStored(t.data[k], &buf)
		if err != nil {
			fail(k, err)
			break
		}
		jobs <- job{k, stored}
	}
	close(jobs)
	wg.Wait()
	return firstErr
}

// entryRange checks that dst from slot lo is a range ReadEntries reads.
func (t *Table) entryRange(dst []Entry, lo int) error {
	switch {
	case t.width != 2 || len(t.bitmap) > 0:
		return fmt.Errorf("table: ReadEntries needs a table of 2-byte entries for every slot")
	case lo < 0 || lo+len(dst) > t.h.Slots:
		return fmt.Errorf("table: slots [%d, %d) out of [0, %d)", lo, lo+len(dst), t.h.Slots)
	}
	return nil
}

// readEntries reads the entries of slots lo … lo+len(dst)−1 through the
// block cache c and the inflater in, which the caller holds alone.
func (t *Table) readEntries(dst []Entry, lo int, c *cached, in *inflater) error {
	for len(dst) > 0 {
		k := lo / t.per
		n := min(t.per, t.count-k*t.per)
		b, err := t.load(t.data, k, n*2, c, in)
		if err != nil {
			return named(t.name, err)
		}
		j := lo - k*t.per
		m := min(len(dst), n-j)
		if err := putEntries(dst[:m], b[2*j:], lo); err != nil {
			return named(t.name, err)
		}
		dst, lo = dst[m:], lo+m
	}
	return nil
}

// putEntries fills dst with the 2-byte entries at the start of raw, those
// of slots lo, lo+1, …, checking their outcomes.
func putEntries(dst []Entry, raw []byte, lo int) error {
	for i := range dst {
		x := binary.LittleEndian.Uint16(raw[2*i:])
		if o := cgt.Outcome(x >> 13); o < cgt.Loss || o > cgt.Win {
			return corrupt("slot %d has outcome %d", lo+i, o)
		}
		dst[i] = x
	}
	return nil
}
