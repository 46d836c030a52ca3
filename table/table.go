// Package table saves a solved game to a file and answers queries from it
// without loading it: the durable form of a [cgt.Solution] of a Dense game.
//
// A table holds, for the slots 0 … n−1 of a game's dense numbering (slot =
// Index(p)), the outcome and remoteness of the solved ones. When only part
// of the space was solved (the positions reachable from a start), the file
// also holds a bitmap of the solved slots, so its size follows the number
// of positions solved, not the size of the space. Opening a table reads
// its header and block index (a few hundred kilobytes for Dobutsu shogi's
// 1.6·10⁹ slots); a query then reads at most one block of the bitmap and
// one block of entries, through io.ReaderAt (an os.File), and checks their
// checksums.
//
// # File format, version 1
//
// All integers are little-endian.
//
//	offset  size  field
//	0       8     magic "CGTTABLE"
//	8       4     version (1)
//	12      4     header length H: the bytes from offset 0 to the first block
//	16      8     slots n
//	24      8     entries: the number of solved slots
//	32      1     entry width in bytes: 2 or 4
//	33      1     codec: 0 raw, 1 DEFLATE (RFC 1951) per block
//	34      1     1 when a bitmap of the solved slots is stored, else 0
//	35      1     reserved (0; under the header's CRC)
//	36      4     entries per data block E (a power of two)
//	40      4     bitmap bits per bitmap block B (a multiple of 64)
//	44      2+g   game name: length, bytes (UTF-8)
//	        2+q   parameters: length, bytes (UTF-8)
//	        ...   zero padding
//	H−4     4     CRC-32 (IEEE) of bytes 0 … H−5
//	H       ...   the blocks: bitmap blocks first (if any), then data blocks
//	X       ...   block index: for each bitmap block, then each data block:
//	              offset u64, stored length u32, CRC-32 u32 of the stored
//	              bytes, and for bitmap blocks the solved slots before it u64
//	end−24  8     offset X of the block index
//	end−16  4     CRC-32 of the block index
//	end−12  4     reserved (0, checked)
//	end−8   8     magic "CGTTEND1"
//
// A data entry of width 2 is outcome<<13 | remoteness (a cgt.Outcome;
// remoteness 0 … 8190, 0 for a Draw); of width 4, outcome<<29 | remoteness.
// The width is 2 unless some remoteness is 8191 or more. Entries follow the
// order of the solved slots. A bitmap block holds B bits, slot k·B+j in bit
// j%64 of word j/64 (the last block may be shorter: ⌈n/64⌉ words in all).
// With codec 1 each block is compressed on its own, so a query still
// decompresses one block. The DEFLATE level is the writer's choice
// (Options.Level, DefaultLevel 6) and is not recorded: docs/tables.md
// compares the levels with zstd and XZ on Dobutsu shogi and Connect Four.
//
// Integrity. Every byte of a file is covered by a checksum or a check:
// the header by its CRC, each block by the CRC in its index entry, the
// block index by the CRC in the footer, and the footer by checks (the
// index must end where the footer begins, the reserved field must be 0,
// the end marker must be there). Open checks the header, the index and
// the footer; a query checks each block it reads, so reading every slot
// (ReadEntries over the whole table) checks the whole file. Files written
// before the reserved field was checked hold 0 there and still read.
//
// Errors. Open and every query check what they read: a file that is
// truncated, has a bad checksum or an impossible field is refused with an
// error matching ErrCorrupt; OpenFor also refuses a table of another game
// or other parameters with ErrMismatch. A query never answers from a block
// whose checksum fails. A read that fails (an I/O error) is ErrCorrupt
// wrapping the read's own error (an *fs.PathError for a file), so that a
// caller can tell a file that cannot be read from a damaged one. Every
// error of a table read from a named file (Open's, or NewReader's from a
// reader with a Name method, as an *os.File has) begins with the file's
// name, in a block as in the header.
//
// Files are written to a temporary name in the same directory and renamed
// when complete, so an interrupted write never leaves a file that looks
// complete.
package table

import (
	"bufio"
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"iter"
	"math/bits"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/cgtgo/cgt"
)

// Errors, matchable with errors.Is.
var (
	// ErrCorrupt: the file is truncated, damaged or not a table.
	ErrCorrupt = errors.New("table: corrupt or truncated file")
	// ErrNotTable: the file does not begin as a table does (an image, a
	// text file, …). Its errors match ErrCorrupt too: a table damaged in
	// its first bytes looks the same.
	ErrNotTable = errors.New("table: not a cgt table")
	// ErrMismatch: the table is of another game, other parameters or
	// another number of slots than asked for.
	ErrMismatch = errors.New("table: table does not match the game")
	// ErrVersion: the file is a table of a format version this package
	// cannot read.
	ErrVersion = errors.New("table: unsupported format version")
)

const (
	magic     = "CGTTABLE"
	endMagic  = "CGTTEND1"
	version   = 1
	fixedHdr  = 44
	footerLen = 24
	// DefaultBlockEntries is the number of entries per data block unless
	// Options say otherwise: 4,096 entries, 8 KiB of 2-byte entries.
	DefaultBlockEntries = 1 << 12
	// DefaultLevel is the DEFLATE level of compressed tables unless
	// Options say otherwise: the library's default level (6). Measured on
	// Dobutsu shogi's table (docs/tables.md): 22% smaller than the fastest
	// level, as small as zstd at its best level and smaller than XZ, in
	// 28 s of encoding against 9 s.
	DefaultLevel = 6
	// bitmapBlockBits: 2¹⁶ slots (8 KiB) per bitmap block.
	bitmapBlockBits = 1 << 16
)

// Codecs of the blocks.
const (
	codecRaw     = 0
	codecDeflate = 1
)

// Header describes a table.
type Header struct {
	// Game is the name of the game ("dobutsu", "krk", …).
	Game string
	// Params are the game's parameters in a form of the caller's choice
	// (empty when the game has none). Game and Params together name the
	// numbering the slots refer to.
	Params string
	// Slots is the size n of the dense numbering.
	Slots int
}

// Options tunes Write. A nil *Options means the defaults.
type Options struct {
	// Compress compresses each block with DEFLATE (compress/flate):
	// smaller files (Dobutsu shogi: 148 MB instead of 690 MB), about 0.1 ms
	// more per query that reads a block not in memory.
	Compress bool
	// Level is the DEFLATE level, flate.BestSpeed (1) … flate.BestCompression
	// (9), when Compress is set; zero means DefaultLevel. Every level
	// writes the same format: a reader needs no option.
	Level int
	// BlockEntries is the number of entries per data block, a power of two;
	// zero means DefaultBlockEntries.
	BlockEntries int
	// Progress, when not nil, is called with the number of entries written
	// so far, about once per data block.
	Progress func(done int)
	// Workers is the number of goroutines that compress the data blocks,
	// in batches of 4 per worker written in order (and, in WriteRanges and
	// WriteSolution, also check, count and encode the slots); zero or one
	// means the calling goroutine, a negative number runtime.GOMAXPROCS(0).
	// The file does not depend on it.
	Workers int
}

// WriteSolution writes sol, a solution of a Dense game whose numbering
// has h.Slots positions, to path (see Write); with opt.Workers above one
// the workers share the whole write (WriteRanges over sol.SlotsIn).
func WriteSolution[P comparable](path string, h Header, sol *cgt.Solution[P], opt *Options) error {
	return WriteRanges(path, h, sol.SlotsIn, opt)
}

// Write writes a table to path: the results of the slots listed by
// solved, in increasing order, each in [0, h.Slots). It writes to a
// temporary file in the same directory, syncs it and renames it to path,
// so that path is either the complete table or untouched. solved is
// iterated three times (to check it, for the bitmap, for the entries).
func Write(path string, h Header, solved iter.Seq2[int, cgt.Result], opt *Options) (err error) {
	per, level, err := opt.resolve(h)
	if err != nil {
		return err
	}
	// First pass: count, check the order, find the widest remoteness.
	count, last, width := 0, -1, 2
	for i, res := range solved {
		if i <= last || i >= h.Slots {
			return fmt.Errorf("table: slot %d out of order or out of [0, %d)", i, h.Slots)
		}
		last = i
		count++
		o, r := res.Outcome, res.Remoteness
		if o < cgt.Loss || o > cgt.Win {
			return fmt.Errorf("table: slot %d has outcome %v", i, o)
		}
		if r >= 1<<13-1 {
			width = 4
		}
	}
	return WriteAtomic(path, func(f io.Writer) error {
		compress := opt != nil && opt.Compress
		w := &blockWriter{f: f, z: packer{level: packLevel(compress, level)}}
		hdr := header(h, count, width, compress, count < h.Slots, per)
		if _, err := f.Write(hdr); err != nil {
			return err
		}
		w.off = int64(len(hdr))
		s := newSink(w, width, per, opt)
		// The bitmap.
		if count < h.Slots {
			if err := s.bitmap(h.Slots, solved); err != nil {
				return err
			}
		}
		// The entries.
		for _, res := range solved {
			if err := s.add(res.Outcome, res.Remoteness); err != nil {
				return err
			}
		}
		return s.finish()
	})
}

// resolve checks the options against h and returns the entries per block
// and the DEFLATE level.
func (opt *Options) resolve(h Header) (per, level int, err error) {
	if opt == nil {
		opt = &Options{}
	}
	per = opt.BlockEntries
	if per == 0 {
		per = DefaultBlockEntries
	}
	if per < 64 || per&(per-1) != 0 || per > 1<<24 {
		return 0, 0, fmt.Errorf("table: BlockEntries %d is not a power of two in [64, 2²⁴]", per)
	}
	level = opt.Level
	if level == 0 {
		level = DefaultLevel
	}
	if level < flate.BestSpeed || level > flate.BestCompression {
		return 0, 0, fmt.Errorf("table: DEFLATE level %d is not in [1, 9]", level)
	}
	if h.Slots < 0 || len(h.Game) > 1<<15 || len(h.Params) > 1<<15 {
		return 0, 0, fmt.Errorf("table: bad header %+v", h)
	}
	return per, level, nil
}

// packLevel is the packer level of a table: 0 when not compressed.
func packLevel(compress bool, level int) int {
	if compress {
		return level
	}
	return 0
}

// WriteAtomic writes the file at path with the bytes fill writes, the way
// Write writes a table: to a temporary file in path's own directory ("."
// for a bare name; never os.TempDir, which may be another file system,
// where the rename would fail after the whole solve), synced and renamed to
// path when fill succeeds, removed when it fails, so that path is either
// complete or untouched. Its errors name path, never the temporary file.
//
// The file gets the permissions of the regular file it replaces, 0644
// when there is none. Before it writes, it removes the temporary files of
// path that a write killed before its end left (".NAME.tmp" and digits):
// a write holds a lock on its own temporary file until it ends (flock, on
// Linux, macOS and the BSDs; the kernel releases it when the process
// dies), and only the files that no process holds are removed. Elsewhere
// every temporary file of path is removed: one writer of a path at a time.
func WriteAtomic(path string, fill func(io.Writer) error) (err error) {
	dir, pattern := filepath.Dir(path), "."+filepath.Base(path)+".tmp*"
	defer func() { err = naming(err, tempPrefix(dir, pattern), path) }()
	removeStale(dir, strings.TrimSuffix(pattern, "*"))
	mode := os.FileMode(0o644)
	if fi, err := os.Lstat(path); err == nil && fi.Mode().IsRegular() {
		mode = fi.Mode().Perm()
	}
	f, err := createLocked(dir, pattern)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			os.Remove(f.Name())
			f.Close()
		}
	}()
	if err := f.Chmod(mode); err != nil {
		return err
	}
	// Buffered: a table's blocks come a few KiB at a time, and a system
	// call each is a serial cost of the write on many cores.
	bw := bufio.NewWriterSize(f, 1<<20)
	if err := fill(bw); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if !haveFlock {
		// Some systems rename no open file; there is no lock to keep.
		if err := f.Close(); err != nil {
			return err
		}
	}
	if err := os.Rename(f.Name(), path); err != nil {
		var le *os.LinkError
		if errors.As(err, &le) {
			return &os.PathError{Op: "replace", Path: path, Err: le.Err}
		}
		return err
	}
	// Closed after the rename where the lock is kept until the temporary
	// name is gone; the bytes are synced, so the close loses nothing.
	f.Close()
	return nil
}

// createLocked creates a temporary file as os.CreateTemp(dir, pattern)
// does and locks it. A removeStale that took the file for a dead write's,
// between its creation and the lock, has removed it: then it makes
// another.
func createLocked(dir, pattern string) (*os.File, error) {
	for {
		f, err := os.CreateTemp(dir, pattern)
		if err != nil {
			return nil, err
		}
		if !tryLock(f) {
			// Only a removeStale holds a lock on a file it did not
			// create: it is removing this one.
			f.Close()
			continue
		}
		if fi, err := f.Stat(); err == nil {
			if on, err := os.Stat(f.Name()); err == nil && os.SameFile(fi, on) {
				return f, nil
			}
		}
		f.Close()
	}
}

// removeStale removes the files of dir named prefix and digits (the
// temporary files of WriteAtomic) that no write holds a lock on.
func removeStale(dir, prefix string) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range ents {
		digits, ok := strings.CutPrefix(e.Name(), prefix)
		if !ok || digits == "" || strings.Trim(digits, "0123456789") != "" || !e.Type().IsRegular() {
			continue
		}
		p := filepath.Join(dir, e.Name())
		f, err := os.Open(p)
		if err != nil {
			continue
		}
		if tryLock(f) {
			os.Remove(p)
		}
		f.Close()
	}
}

// tempPrefix is what the names os.CreateTemp(dir, pattern) makes start
// with (a pattern ending in "*"), before its random digits.
func tempPrefix(dir, pattern string) string {
	pattern = strings.TrimSuffix(pattern, "*")
	if dir != "" && os.IsPathSeparator(dir[len(dir)-1]) {
		return dir + pattern
	}
	return dir + string(os.PathSeparator) + pattern
}

// naming rewords err where it names a temporary file (prefix and digits)
// to name path instead: the user named path and never sees the other. The
// error wrapped is unchanged, for errors.Is and errors.As.
func naming(err error, prefix, path string) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	var b strings.Builder
	for {
		i := strings.Index(msg, prefix)
		if i < 0 {
			break
		}
		j := i + len(prefix)
		for j < len(msg) && '0' <= msg[j] && msg[j] <= '9' {
			j++
		}
		b.WriteString(msg[:i])
		b.WriteString(path)
		msg = msg[j:]
	}
	if b.Len() == 0 {
		return err
	}
	b.WriteString(msg)
	return &reworded{b.String(), err}
}

// reworded is an error with another message.
type reworded struct {
	msg string
	err error
}

func (e *reworded) Error() string { return e.msg }
func (e *reworded) Unwrap() error { return e.err }

// header builds the header bytes.
func header(h Header, count, width int, compress, scoped bool, per int) []byte {
	b := []byte(magic)
	b = binary.LittleEndian.AppendUint32(b, version)
	b = binary.LittleEndian.AppendUint32(b, 0) // length, set below
	b = binary.LittleEndian.AppendUint64(b, uint64(h.Slots))
	b = binary.LittleEndian.AppendUint64(b, uint64(count))
	codec, sc := byte(codecRaw), byte(0)
	if compress {
		codec = codecDeflate
	}
	if scoped {
		sc = 1
	}
	b = append(b, byte(width), codec, sc, 0)
	b = binary.LittleEndian.AppendUint32(b, uint32(per))
	b = binary.LittleEndian.AppendUint32(b, bitmapBlockBits)
	b = binary.LittleEndian.AppendUint16(b, uint16(len(h.Game)))
	b = append(b, h.Game...)
	b = binary.LittleEndian.AppendUint16(b, uint16(len(h.Params)))
	b = append(b, h.Params...)
	for (len(b)+4)%8 != 0 {
		b = append(b, 0)
	}
	binary.LittleEndian.PutUint32(b[12:], uint32(len(b)+4))
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
}

// Table is an open table file. Its methods are safe for concurrent use.
type Table struct {
	name     string // the file's, which errors begin with; "" for none
	r        io.ReaderAt
	closer   io.Closer
	h        Header
	count    int
	width    int
	codec    byte
	per      int // entries per data block
	bmBits   int // slots per bitmap block
	bitmap   []blockRef
	data     []blockRef
	mu       sync.Mutex
	cacheBm  cached
	cacheDat cached
	inf      inflater
}

// inflater unpacks DEFLATE blocks: a reader reset for each block, one per
// goroutine reading blocks at once.
type inflater struct {
	zr  io.ReadCloser
	src bytes.Reader
}

type blockRef struct {
	off    int64
	n      uint32
	crc    uint32
	before uint64 // bitmap blocks: solved slots before the block
}

type cached struct {
	k      int // block number + 1; 0 = empty
	buf    []byte
	stored []byte   // the block as read, reused
	pre    []uint32 // bitmap blocks: set bits before each word
}

// Open opens the table file at path and checks its header and block index.
func Open(path string) (*Table, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if fi.IsDir() {
		f.Close()
		return nil, &fs.PathError{Op: "open", Path: path, Err: errors.New("is a directory, not a table file")}
	}
	t, err := NewReader(f, fi.Size()) // errors named by f.Name(), path
	if err != nil {
		f.Close()
		return nil, err
	}
	t.closer = f
	return t, nil
}

// OpenFor opens the table at path and checks that it is a table of h: the
// same game name, parameters and number of slots, or an ErrMismatch error.
func OpenFor(path string, h Header) (*Table, error) {
	t, err := Open(path)
	if err != nil {
		return nil, err
	}
	if t.h != h {
		t.Close()
		return nil, fmt.Errorf("%w: %s holds %q (%q, %d slots), want %q (%q, %d slots)",
			ErrMismatch, path, t.h.Game, t.h.Params, t.h.Slots, h.Game, h.Params, h.Slots)
	}
	return t, nil
}

func corrupt(format string, a ...any) error {
	return fmt.Errorf("%w: %s", ErrCorrupt, fmt.Sprintf(format, a...))
}

// notTable is the error of a file that does not start with the magic: it
// matches ErrNotTable and ErrCorrupt.
type notTable struct{}

func (notTable) Error() string {
	return ErrNotTable.Error() + " (it does not begin with " + magic + ")"
}

func (notTable) Is(target error) bool { return target == ErrNotTable || target == ErrCorrupt }

// NewReader reads a table of the given size in bytes from r: it reads the
// header and the block index and checks them. When r has a method
// Name() string, as an *os.File has, every error of the table, NewReader's
// and its queries', begins with that name.
func NewReader(r io.ReaderAt, size int64) (*Table, error) {
	var name string
	if n, ok := r.(interface{ Name() string }); ok {
		name = n.Name()
	}
	t, err := newReader(r, size)
	if err != nil {
		return nil, named(name, err)
	}
	t.name = name
	return t, nil
}

// named is err beginning with the file's name, if any.
func named(name string, err error) error {
	if name == "" || err == nil {
		return err
	}
	return fmt.Errorf("%s: %w", name, err)
}

// readFailed is the error of a read of the file that failed: ErrCorrupt,
// wrapping the read's error too.
func readFailed(err error, format string, a ...any) error {
	return fmt.Errorf("%w: %s: %w", ErrCorrupt, fmt.Sprintf(format, a...), err)
}

func newReader(r io.ReaderAt, size int64) (*Table, error) {
	fixed := make([]byte, fixedHdr)
	n, err := r.ReadAt(fixed[:max(0, min(size, fixedHdr))], 0)
	if !strings.HasPrefix(magic, string(fixed[:min(n, len(magic))])) {
		return nil, notTable{}
	}
	if size < fixedHdr+footerLen {
		return nil, corrupt("%d bytes, too short for a table", size)
	}
	if err != nil {
		return nil, readFailed(err, "reading the header")
	}
	if v := binary.LittleEndian.Uint32(fixed[8:]); v != version {
		return nil, fmt.Errorf("%w: version %d, this package reads %d", ErrVersion, v, version)
	}
	hlen := int64(binary.LittleEndian.Uint32(fixed[12:]))
	if hlen < fixedHdr+8 || hlen > 1<<17 || hlen > size-footerLen {
		return nil, corrupt("header length %d", hlen)
	}
	hdr := make([]byte, hlen)
	if _, err := r.ReadAt(hdr, 0); err != nil {
		return nil, readFailed(err, "reading the header")
	}
	if crc32.ChecksumIEEE(hdr[:hlen-4]) != binary.LittleEndian.Uint32(hdr[hlen-4:]) {
		return nil, corrupt("header checksum")
	}
	t := &Table{r: r}
	le := binary.LittleEndian
	t.h.Slots = int(le.Uint64(hdr[16:]))
	t.count = int(le.Uint64(hdr[24:]))
	t.width = int(hdr[32])
	t.codec = hdr[33]
	scoped := hdr[34] == 1
	t.per = int(le.Uint32(hdr[36:]))
	t.bmBits = int(le.Uint32(hdr[40:]))
	p := hdr[44 : hlen-4]
	str := func() (string, bool) {
		if len(p) < 2 {
			return "", false
		}
		n := int(le.Uint16(p))
		if len(p) < 2+n {
			return "", false
		}
		s := string(p[2 : 2+n])
		p = p[2+n:]
		return s, true
	}
	var ok1, ok2 bool
	t.h.Game, ok1 = str()
	t.h.Params, ok2 = str()
	switch {
	case !ok1 || !ok2:
		return nil, corrupt("header strings")
	case t.h.Slots < 0 || t.count < 0 || t.count > t.h.Slots || (!scoped && t.count != t.h.Slots):
		return nil, corrupt("%d entries for %d slots", t.count, t.h.Slots)
	case t.width != 2 && t.width != 4:
		return nil, corrupt("entry width %d", t.width)
	case t.codec > codecDeflate:
		return nil, corrupt("codec %d", t.codec)
	case t.per < 64 || t.per&(t.per-1) != 0 || t.per > 1<<24:
		return nil, corrupt("%d entries per block", t.per)
	case t.bmBits < 64 || t.bmBits%64 != 0 || t.bmBits > 1<<24:
		return nil, corrupt("%d bits per bitmap block", t.bmBits)
	}
	// The footer and the block index.
	foot := make([]byte, footerLen)
	if _, err := r.ReadAt(foot, size-footerLen); err != nil {
		return nil, readFailed(err, "reading the footer")
	}
	ixOff := int64(le.Uint64(foot))
	nbm := 0
	if scoped {
		nbm = (t.h.Slots + t.bmBits - 1) / t.bmBits
	}
	ndat := (t.count + t.per - 1) / t.per
	ixLen := int64(nbm)*24 + int64(ndat)*16
	if string(foot[16:]) != endMagic {
		if ixOff >= hlen && ixOff+ixLen == size-footerLen {
			// The footer places the index right: the file has its whole
			// length, and its last bytes are damaged.
			return nil, corrupt("the end marker is damaged: the file has its full length, but its last 8 bytes read %q, want %q", foot[16:], endMagic)
		}
		return nil, corrupt("no end marker: the file is truncated (or its last bytes are damaged)")
	}
	if r := le.Uint32(foot[12:]); r != 0 {
		return nil, corrupt("footer: reserved field %#x, want 0", r)
	}
	if ixOff < hlen || ixOff+ixLen != size-footerLen {
		return nil, corrupt("block index at %d, %d bytes, in a file of %d bytes", ixOff, ixLen, size)
	}
	ix := make([]byte, ixLen)
	if _, err := r.ReadAt(ix, ixOff); err != nil {
		return nil, readFailed(err, "reading the block index")
	}
	if crc32.ChecksumIEEE(ix) != le.Uint32(foot[8:]) {
		return nil, corrupt("block index checksum")
	}
	end := hlen
	read := func(b []byte, bm bool) blockRef {
		e := blockRef{off: int64(le.Uint64(b)), n: le.Uint32(b[8:]), crc: le.Uint32(b[12:])}
		if bm {
			e.before = le.Uint64(b[16:])
		}
		return e
	}
	for k := range nbm {
		t.bitmap = append(t.bitmap, read(ix[24*k:], true))
	}
	for k := range ndat {
		t.data = append(t.data, read(ix[24*nbm+16*k:], false))
	}
	var before uint64
	for k, e := range append(t.bitmap, t.data...) {
		if e.off != end || e.n == 0 || e.n > 1<<26 {
			return nil, corrupt("block %d at %d, %d bytes", k, e.off, e.n)
		}
		if k < nbm {
			if e.before != before || e.before > uint64(t.count) {
				return nil, corrupt("bitmap block %d counts %d slots before it", k, e.before)
			}
			if k+1 < nbm {
				before = t.bitmap[k+1].before
			}
		}
		end += int64(e.n)
	}
	if end != ixOff {
		return nil, corrupt("blocks end at %d, index at %d", end, ixOff)
	}
	return t, nil
}

// Header returns the table's game name, parameters and number of slots.
func (t *Table) Header() Header { return t.h }

// Len returns the number of solved slots in the table.
func (t *Table) Len() int { return t.count }

// Close closes the file opened by Open.
func (t *Table) Close() error {
	if t.closer == nil {
		return nil
	}
	return t.closer.Close()
}

// load reads block k of refs (raw size want bytes), checks and decodes it,
// going through the one-block cache c. It returns a copy-free view valid
// while t.mu is held.
func (t *Table) load(refs []blockRef, k, want int, c *cached, in *inflater) ([]byte, error) {
	if c.k == k+1 {
		return c.buf, nil
	}
	c.k = 0
	stored, err := t.readStored(refs[k], &c.stored)
	if err != nil {
		return nil, err
	}
	raw, err := t.unpack(refs[k], stored, want, &c.buf, in)
	if err != nil {
		return nil, err
	}
	c.k, c.buf, c.pre = k+1, raw, c.pre[:0]
	return raw, nil
}

// readStored reads block e as it is stored into *buf, grown as needed.
func (t *Table) readStored(e blockRef, buf *[]byte) ([]byte, error) {
	if cap(*buf) < int(e.n) {
		*buf = make([]byte, e.n)
	}
	stored := (*buf)[:e.n]
	if _, err := t.r.ReadAt(stored, e.off); err != nil {
		return nil, readFailed(err, "reading block at %d", e.off)
	}
	return stored, nil
}

// unpack checks the stored block e and returns its want raw bytes: stored
// itself, or decompressed into *out (grown as needed, never stored's
// memory).
func (t *Table) unpack(e blockRef, stored []byte, want int, out *[]byte, in *inflater) ([]byte, error) {
	if crc32.ChecksumIEEE(stored) != e.crc {
		return nil, corrupt("checksum of the block at %d", e.off)
	}
	raw := stored
	if t.codec == codecDeflate {
		if cap(*out) < want || &(*out)[:1][0] == &stored[:1][0] {
			*out = make([]byte, want)
		}
		raw = (*out)[:want]
		in.src.Reset(stored)
		if in.zr == nil {
			in.zr = flate.NewReader(&in.src)
		} else if err := in.zr.(flate.Resetter).Reset(&in.src, nil); err != nil {
			return nil, corrupt("decompressing the block at %d: %v", e.off, err)
		}
		n, err := io.ReadFull(in.zr, raw)
		if err != nil || n != want {
			return nil, corrupt("decompressing the block at %d: %v", e.off, err)
		}
	}
	if len(raw) != want {
		return nil, corrupt("block at %d holds %d bytes, want %d", e.off, len(raw), want)
	}
	return raw, nil
}

// entry returns the position of slot i among the solved slots, or −1 if
// it was not solved.
func (t *Table) entry(i int) (int, error) {
	if len(t.bitmap) == 0 {
		return i, nil
	}
	k := i / t.bmBits
	words := min(t.bmBits/64, (t.h.Slots+63)/64-k*t.bmBits/64)
	b, err := t.load(t.bitmap, k, words*8, &t.cacheBm, &t.inf)
	if err != nil {
		return 0, err
	}
	j := i - k*t.bmBits
	w := binary.LittleEndian.Uint64(b[j/64*8:])
	if w>>(j%64)&1 == 0 {
		return -1, nil
	}
	c := &t.cacheBm
	if len(c.pre) == 0 {
		n := uint32(0)
		for x := 0; x < len(b); x += 8 {
			c.pre = append(c.pre, n)
			n += uint32(bits.OnesCount64(binary.LittleEndian.Uint64(b[x:])))
		}
	}
	r := int(t.bitmap[k].before) + int(c.pre[j/64]) + bits.OnesCount64(w&(1<<(j%64)-1))
	if r >= t.count {
		return 0, corrupt("bitmap counts more solved slots than the %d entries", t.count)
	}
	return r, nil
}

// Lookup returns the outcome and remoteness of slot i: Unknown and −1 for
// a slot out of range or not solved, −1 for a Draw. Cost: at most one
// bitmap block and one data block read and checked (each kept for the next
// call). The error matches ErrCorrupt when a block is damaged.
func (t *Table) Lookup(i int) (cgt.Outcome, int, error) {
	if i < 0 || i >= t.h.Slots {
		return cgt.Unknown, -1, nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	e, err := t.entry(i)
	if err != nil || e < 0 {
		return cgt.Unknown, -1, named(t.name, err)
	}
	k := e / t.per
	n := min(t.per, t.count-k*t.per)
	b, err := t.load(t.data, k, n*t.width, &t.cacheDat, &t.inf)
	if err != nil {
		return cgt.Unknown, -1, named(t.name, err)
	}
	j := e - k*t.per
	var o cgt.Outcome
	var r int
	if t.width == 2 {
		v := binary.LittleEndian.Uint16(b[2*j:])
		o, r = cgt.Outcome(v>>13), int(v&(1<<13-1))
	} else {
		v := binary.LittleEndian.Uint32(b[4*j:])
		o, r = cgt.Outcome(v>>29), int(v&(1<<29-1))
	}
	if o < cgt.Loss || o > cgt.Win {
		return cgt.Unknown, -1, named(t.name, corrupt("slot %d has outcome %d", i, o))
	}
	if o == cgt.Draw {
		r = -1
	}
	return o, r, nil
}
