package table

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"hash/crc32"
	"io"
	"iter"
	"runtime"

	"github.com/cgtgo/cgt"
)

// entrySink writes the bitmap and data blocks of a table after its header,
// then the block index and the footer. With more than one worker it packs
// the data blocks in batches, in parallel, and writes them in order.
type entrySink struct {
	bw       *blockWriter
	width    int
	buf      []byte // the data block being filled, cap = entries per block × width
	index    []byte
	done     int
	progress func(int)
	workers  int
	line     *packLine      // the workers' packing, made at the first drain
	pending  []pendingBlock // full blocks waiting to be packed
	doneAt   []int          // entries written at the end of each pending block
}

// pendingBlock is a full data block waiting to be packed: raw bytes (a
// copy the sink owns), or the 2-byte entries of a Writer's caller, which
// the packer encodes (Append drains them before it returns).
type pendingBlock struct {
	raw  []byte
	ents []Entry
}

func newSink(w *blockWriter, width, per int, opt *Options) *entrySink {
	s := &entrySink{bw: w, width: width, buf: make([]byte, 0, per*width)}
	if opt != nil {
		s.progress = opt.Progress
		s.workers = opt.Workers
		if s.workers < 0 {
			s.workers = runtime.GOMAXPROCS(0)
		}
	}
	if w.z.level == 0 {
		s.workers = 0 // copying is not worth a goroutine
	}
	return s
}

// bitmap writes the bitmap blocks of the slots listed by solved, in one
// pass that pushes the slots into the block being filled (pulling them
// one at a time through iter.Pull2 cost a coroutine switch a slot: tens of
// seconds for the 2.5·10⁸ slots of Dobutsu shogi's table).
func (s *entrySink) bitmap(slots int, solved iter.Seq2[int, cgt.Result]) error {
	words := (slots + 63) / 64
	blk := make([]uint64, bitmapBlockBits/64)
	buf := make([]byte, 0, len(blk)*8)
	var before, set uint64
	w0 := 0 // the first word of the block being filled
	emit := func() error {
		buf = appendWords(buf[:0], blk[:min(len(blk), words-w0)])
		e, err := s.bw.block(buf)
		if err != nil {
			return err
		}
		s.index = append(s.index, e...)
		s.index = binary.LittleEndian.AppendUint64(s.index, before)
		before += set
		set = 0
		clear(blk)
		w0 += len(blk)
		return nil
	}
	var err error
	for i := range solved {
		for err == nil && i >= (w0+len(blk))*64 {
			err = emit()
		}
		if err != nil {
			return err
		}
		j := i - w0*64
		blk[j>>6] |= 1 << (j & 63)
		set++
	}
	for w0 < words {
		if err := emit(); err != nil {
			return err
		}
	}
	return nil
}

// add appends one entry, writing the block when it is full.
func (s *entrySink) add(o cgt.Outcome, r int) error {
	s.buf = appendEntry(s.buf, s.width, o, r)
	s.done++
	if len(s.buf) == cap(s.buf) {
		return s.flush()
	}
	return nil
}

func (s *entrySink) flush() error {
	if s.workers > 1 {
		err := s.queue(s.buf, nil)
		s.buf = s.buf[:0]
		return err
	}
	e, err := s.bw.block(s.buf)
	if err != nil {
		return err
	}
	s.index = append(s.index, e...)
	s.buf = s.buf[:0]
	if s.progress != nil {
		s.progress(s.done)
	}
	return nil
}

// queue adds a full block, of the entries written so far, to the pending
// ones: a copy of raw, or the caller's entries ents (encoded by the
// packers, and drained before the Writer's Append returns). With 8 blocks
// a worker pending it packs and writes them (drain).
func (s *entrySink) queue(raw []byte, ents []Entry) error {
	k := len(s.pending)
	if k < cap(s.pending) {
		s.pending = s.pending[:k+1]
	} else {
		s.pending = append(s.pending, pendingBlock{})
	}
	b := &s.pending[k]
	b.raw, b.ents = append(b.raw[:0], raw...), ents
	s.doneAt = append(s.doneAt, s.done)
	if len(s.pending) >= 8*s.workers {
		return s.drain()
	}
	return nil
}

// drain packs the pending blocks on the workers and writes each in order
// as soon as it and those before it are packed (packLine).
func (s *entrySink) drain() error {
	if len(s.pending) == 0 {
		return nil
	}
	if s.line == nil {
		s.line = newPackLine(s.workers, s.bw.z.level)
	}
	err := s.line.write(s.bw, len(s.pending), func(i int, scratch *[]byte) []byte {
		if e := s.pending[i].ents; e != nil {
			*scratch = appendEntries((*scratch)[:0], e)
			return *scratch
		}
		return s.pending[i].raw
	}, func(i int, e []byte) {
		s.index = append(s.index, e...)
		if s.progress != nil {
			s.progress(s.doneAt[i])
		}
	})
	for i := range s.pending {
		s.pending[i].ents = nil // the caller's memory is not kept
	}
	s.pending, s.doneAt = s.pending[:0], s.doneAt[:0]
	return err
}

// appendEntries appends 2-byte entries in the table's byte order.
func appendEntries(buf []byte, e []Entry) []byte {
	for _, x := range e {
		buf = binary.LittleEndian.AppendUint16(buf, x)
	}
	return buf
}

// appendEntry appends the entry of a result in width bytes.
func appendEntry(buf []byte, width int, o cgt.Outcome, r int) []byte {
	if o == cgt.Draw || r < 0 {
		r = 0
	}
	if width == 2 {
		return binary.LittleEndian.AppendUint16(buf, MakeEntry(o, r))
	}
	return binary.LittleEndian.AppendUint32(buf, uint32(o)<<29|uint32(r))
}

func appendUint64(buf []byte, x uint64) []byte { return binary.LittleEndian.AppendUint64(buf, x) }

// appendWords appends the words of a bitmap block.
func appendWords(buf []byte, words []uint64) []byte {
	for _, x := range words {
		buf = appendUint64(buf, x)
	}
	return buf
}

// finish writes the last data block, the block index and the footer.
func (s *entrySink) finish() error {
	if len(s.buf) > 0 {
		if err := s.flush(); err != nil {
			return err
		}
	}
	if err := s.drain(); err != nil {
		return err
	}
	return footer(s.bw, s.index)
}

// footer writes the block index and the footer after the blocks.
func footer(w *blockWriter, index []byte) error {
	var foot []byte
	foot = binary.LittleEndian.AppendUint64(foot, uint64(w.off))
	foot = binary.LittleEndian.AppendUint32(foot, crc32.ChecksumIEEE(index))
	foot = binary.LittleEndian.AppendUint32(foot, 0)
	foot = append(foot, endMagic...)
	_, err := w.f.Write(append(index, foot...))
	return err
}

// blockWriter appends blocks to the file and returns their index entries.
type blockWriter struct {
	f   io.Writer
	off int64
	z   packer
}

func (w *blockWriter) block(raw []byte) ([]byte, error) {
	data, err := w.z.pack(raw)
	if err != nil {
		return nil, err
	}
	return w.put(data)
}

// put writes a stored block and returns its index entry.
func (w *blockWriter) put(data []byte) ([]byte, error) {
	if _, err := w.f.Write(data); err != nil {
		return nil, err
	}
	var e []byte
	e = binary.LittleEndian.AppendUint64(e, uint64(w.off))
	e = binary.LittleEndian.AppendUint32(e, uint32(len(data)))
	e = binary.LittleEndian.AppendUint32(e, crc32.ChecksumIEEE(data))
	w.off += int64(len(data))
	return e, nil
}

// packer turns a raw block into its stored form: itself, or compressed
// with DEFLATE at level (a level of 0 means no compression).
type packer struct {
	level int
	buf   bytes.Buffer
	zw    *flate.Writer
}

// pack returns the stored form of raw, valid until the next call.
func (z *packer) pack(raw []byte) ([]byte, error) {
	if z.level == 0 {
		return raw, nil
	}
	z.buf.Reset()
	if z.zw == nil {
		z.zw, _ = flate.NewWriter(&z.buf, z.level)
	} else {
		z.zw.Reset(&z.buf)
	}
	if _, err := z.zw.Write(raw); err != nil {
		return nil, err
	}
	if err := z.zw.Close(); err != nil {
		return nil, err
	}
	return z.buf.Bytes(), nil
}
