package table

// Writing a table on several goroutines: the three passes of Write (check
// and count, bitmap, entries) each shared among the workers, range by
// range, the blocks written in order, so that the file is the one Write
// writes, byte for byte.

import (
	"errors"
	"fmt"
	"io"
	"iter"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/cgtgo/cgt"
)

// fineSlots is the span of the counts the parallel writer keeps: the
// solved slots of every 1,024 slots (4 bytes each, a 256th of a byte per
// slot), from which a worker finds where any data block begins.
const fineSlots = 1 << 10

// WriteRanges is Write for a source that lists the solved slots of any
// range [lo, hi) of [0, h.Slots), in increasing order, and may be called
// from several goroutines at once (cgt.Solution's SlotsIn is one). With
// opt.Workers above one, the workers share all three passes, not only the
// compression: the file is the same as Write's, byte for byte, whatever
// their number. It holds 4 bytes per 1,024 slots more than Write, and a
// few blocks per worker.
func WriteRanges(path string, h Header, slotsIn func(lo, hi int) iter.Seq2[int, cgt.Result], opt *Options) error {
	workers := 1
	if opt != nil {
		workers = opt.Workers
		if workers < 0 {
			workers = runtime.GOMAXPROCS(0)
		}
	}
	if workers <= 1 {
		return Write(path, h, slotsIn(0, h.Slots), opt)
	}
	per, level, err := opt.resolve(h)
	if err != nil {
		return err
	}
	p := &pwriter{h: h, slotsIn: slotsIn, workers: workers, per: per}
	if err := p.count(); err != nil {
		return err
	}
	return WriteAtomic(path, func(f io.Writer) error {
		compress := opt.Compress
		w := &blockWriter{f: f, z: packer{level: packLevel(compress, level)}}
		hdr := header(h, p.total, p.width, compress, p.total < h.Slots, per)
		if _, err := f.Write(hdr); err != nil {
			return err
		}
		w.off = int64(len(hdr))
		p.line = newPackLine(workers, w.z.level)
		var index []byte
		if p.total < h.Slots {
			blocks := (h.Slots + bitmapBlockBits - 1) / bitmapBlockBits
			err := p.blocks(w, blocks, p.bitmapBlock, func(b int, e []byte) {
				index = append(index, e...)
				index = appendUint64(index, uint64(p.before(b*bitmapBlockBits)))
			})
			if err != nil {
				return err
			}
		}
		err := p.blocks(w, (p.total+per-1)/per, p.entryBlock, func(b int, e []byte) {
			index = append(index, e...)
			if opt.Progress != nil {
				opt.Progress(min((b+1)*per, p.total))
			}
		})
		if err != nil {
			return err
		}
		return footer(w, index)
	})
}

// pwriter is the state of one parallel write.
type pwriter struct {
	h       Header
	slotsIn func(lo, hi int) iter.Seq2[int, cgt.Result]
	workers int
	per     int
	fine    []int32 // solved slots in each span of fineSlots
	pre     []int   // solved slots before each span (len(fine)+1)
	total   int
	width   int
	line    *packLine
}

// count is the first pass: it checks the slots and results of every span,
// counts them and finds the width of the entries.
func (p *pwriter) count() error {
	spans := (p.h.Slots + fineSlots - 1) / fineSlots
	p.fine = make([]int32, spans)
	wide := atomic.Bool{}
	err := p.parallel(spans, 64, func(_ int, lo, hi int) error {
		for k := lo; k < hi; k++ {
			s0, s1 := k*fineSlots, min((k+1)*fineSlots, p.h.Slots)
			last, n := s0-1, int32(0)
			for i, res := range p.slotsIn(s0, s1) {
				if i <= last || i >= s1 {
					return fmt.Errorf("table: slot %d out of order or out of [%d, %d)", i, s0, s1)
				}
				last = i
				if o := res.Outcome; o < cgt.Loss || o > cgt.Win {
					return fmt.Errorf("table: slot %d has outcome %v", i, o)
				}
				if res.Remoteness >= 1<<13-1 {
					wide.Store(true)
				}
				n++
			}
			p.fine[k] = n
		}
		return nil
	})
	if err != nil {
		return err
	}
	p.pre = make([]int, spans+1)
	for k, n := range p.fine {
		p.pre[k+1] = p.pre[k] + int(n)
	}
	p.total = p.pre[spans]
	p.width = 2
	if wide.Load() {
		p.width = 4
	}
	return nil
}

// before returns the number of solved slots before slot i, a multiple of
// fineSlots.
func (p *pwriter) before(i int) int { return p.pre[i/fineSlots] }

// parallel calls f on chunks of [0, n) on the workers; f gets the worker's
// number.
func (p *pwriter) parallel(n, chunk int, f func(k, lo, hi int) error) error {
	var next atomic.Int64
	errs := make([]error, p.workers)
	var wg sync.WaitGroup
	for k := range p.workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for errs[k] == nil {
				lo := int(next.Add(int64(chunk))) - chunk
				if lo >= n {
					return
				}
				errs[k] = f(k, lo, min(lo+chunk, n))
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// blocks makes blocks 0 … n−1 with make (the raw block b, built in buf),
// packs them on the workers and writes them in order (packLine), calling
// done with each one's index entry.
func (p *pwriter) blocks(w *blockWriter, n int, make func(b int, buf []byte) []byte, done func(b int, e []byte)) error {
	return p.line.write(w, n, func(b int, scratch *[]byte) []byte {
		*scratch = make(b, (*scratch)[:0])
		return *scratch
	}, done)
}

// bitmapBlock returns the raw bitmap block b: the words of its slots.
func (p *pwriter) bitmapBlock(b int, buf []byte) []byte {
	s0 := b * bitmapBlockBits
	s1 := min(s0+bitmapBlockBits, p.h.Slots)
	words := (s1 - s0 + 63) / 64
	blk := make([]uint64, words)
	for i := range p.slotsIn(s0, s1) {
		j := i - s0
		blk[j>>6] |= 1 << (j & 63)
	}
	return appendWords(buf, blk)
}

// entryBlock returns the raw data block b: the entries b·per … of the
// solved slots in order, found from the span where entry b·per lies.
func (p *pwriter) entryBlock(b int, buf []byte) []byte {
	first, end := b*p.per, min((b+1)*p.per, p.total)
	k, _ := slices.BinarySearch(p.pre, first+1) // the span holding entry first
	k--
	skip, want := first-p.pre[k], end-first
	for _, res := range p.slotsIn(k*fineSlots, p.h.Slots) {
		if skip > 0 {
			skip--
			continue
		}
		buf = appendEntry(buf, p.width, res.Outcome, res.Remoteness)
		if want--; want == 0 {
			break
		}
	}
	return buf
}
