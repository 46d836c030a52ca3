// Command codecstudy measures block codecs on a saved cgt table: it reads
// every slot of the table (table.Open, Lookup), rebuilds its bitmap and
// data blocks as the table package lays them out (-per entries a data
// block, 2¹⁶ slots a bitmap block), encodes them with each codec into a
// scratch file in /tmp, and reports the bytes, the encoding time, and the
// median time of a query: read and decode one random data block (and one
// bitmap block when the table has a bitmap), warm (the file in the page
// cache) and cold (evicted with fadvise before each query). The table
// package's own block cache is not involved: each query decodes afresh.
//
// Usage:
//
//	go run . [-per 4096] [-q 2000] [-only deflate] TABLE
//
// It lives in its own module so that the compressors it compares (zstd
// and XZ, which cgt does not use: docs/tables.md says why) stay out of
// cgt's go.mod.
package main

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"sort"
	"time"

	"github.com/cgtgo/cgt"
	"github.com/cgtgo/cgt/table"
	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"
	"golang.org/x/sys/unix"
)

type codec struct {
	name string
	enc  func([]byte) []byte
	dec  func([]byte, int) []byte
}

func codecs() []codec {
	var cs []codec
	cs = append(cs, codec{"raw", func(b []byte) []byte { return append([]byte(nil), b...) }, func(b []byte, n int) []byte { return b }})
	for _, lv := range []int{flate.BestSpeed, flate.DefaultCompression, flate.BestCompression} {
		lv := lv
		var buf bytes.Buffer
		zw, _ := flate.NewWriter(&buf, lv)
		zr := flate.NewReader(nil)
		cs = append(cs, codec{fmt.Sprintf("deflate-%d", lv), func(b []byte) []byte {
			buf.Reset()
			zw.Reset(&buf)
			zw.Write(b)
			zw.Close()
			return append([]byte(nil), buf.Bytes()...)
		}, func(b []byte, n int) []byte {
			zr.(flate.Resetter).Reset(bytes.NewReader(b), nil)
			out := make([]byte, n)
			if _, err := io.ReadFull(zr, out); err != nil {
				panic(err)
			}
			return out
		}})
	}
	for _, lv := range []zstd.EncoderLevel{zstd.SpeedFastest, zstd.SpeedDefault, zstd.SpeedBetterCompression, zstd.SpeedBestCompression} {
		enc, _ := zstd.NewWriter(nil, zstd.WithEncoderLevel(lv), zstd.WithEncoderConcurrency(1))
		dec, _ := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1))
		cs = append(cs, codec{"zstd-" + lv.String(), func(b []byte) []byte { return enc.EncodeAll(b, nil) },
			func(b []byte, n int) []byte {
				out, err := dec.DecodeAll(b, make([]byte, 0, n))
				if err != nil {
					panic(err)
				}
				return out
			}})
	}
	cs = append(cs, codec{"xz", func(b []byte) []byte {
		var buf bytes.Buffer
		w, _ := xz.NewWriter(&buf)
		w.Write(b)
		w.Close()
		return buf.Bytes()
	}, func(b []byte, n int) []byte {
		r, err := xz.NewReader(bytes.NewReader(b))
		if err != nil {
			panic(err)
		}
		out := make([]byte, n)
		if _, err := io.ReadFull(r, out); err != nil {
			panic(err)
		}
		return out
	}})
	return cs
}

func main() {
	per := flag.Int("per", 4096, "entries per data block")
	only := flag.String("only", "", "codec name prefix")
	queries := flag.Int("q", 2000, "queries")
	rewrite := flag.String("rewrite", "", "write the table again to this path with the table package (-level) and time table.Lookup on it, instead of the codec comparison")
	level := flag.Int("level", 0, "the DEFLATE level of -rewrite (0: table.DefaultLevel)")
	flag.Parse()
	path := flag.Arg(0)
	if *rewrite != "" {
		if err := rewriteAndQuery(path, *rewrite, *level, *queries); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	t, err := table.Open(path)
	if err != nil {
		panic(err)
	}
	h := t.Header()
	// Reconstruct bitmap and entries.
	scoped := t.Len() < h.Slots
	var bm []uint64
	if scoped {
		bm = make([]uint64, (h.Slots+63)/64)
	}
	ents := make([]byte, 0, 2*t.Len())
	t0 := time.Now()
	for i := 0; i < h.Slots; i++ {
		o, r, err := t.Lookup(i)
		if err != nil {
			panic(err)
		}
		if o == cgt.Unknown {
			continue
		}
		if scoped {
			bm[i/64] |= 1 << (i % 64)
		}
		if r < 0 {
			r = 0
		}
		ents = binary.LittleEndian.AppendUint16(ents, uint16(o)<<13|uint16(r))
	}
	fmt.Fprintf(os.Stderr, "read %s: %d slots, %d entries in %v\n", path, h.Slots, len(ents)/2, time.Since(t0))
	fi, _ := os.Stat(path)
	fmt.Printf("table %s: %d slots, %d entries, current file %d bytes\n", path, h.Slots, len(ents)/2, fi.Size())
	var blocks [][]byte
	for w0 := 0; w0 < len(bm); w0 += 1024 {
		var b []byte
		for _, x := range bm[w0:min(len(bm), w0+1024)] {
			b = binary.LittleEndian.AppendUint64(b, x)
		}
		blocks = append(blocks, b)
	}
	nbm := len(blocks)
	for o := 0; o < len(ents); o += 2 * *per {
		blocks = append(blocks, ents[o:min(len(ents), o+2**per)])
	}
	fmt.Printf("%-24s %14s %8s %10s %12s %12s\n", "codec", "bytes", "B/entry", "encode", "warm µs/q", "cold µs/q")
	for _, c := range codecs() {
		if *only != "" && !bytes.HasPrefix([]byte(c.name), []byte(*only)) {
			continue
		}
		f, _ := os.CreateTemp("/tmp", "cs")
		offs := make([]int64, len(blocks)+1)
		t0 := time.Now()
		total := int64(0)
		for k, b := range blocks {
			e := c.enc(b)
			f.Write(e)
			total += int64(len(e))
			offs[k+1] = total
		}
		f.Sync()
		encT := time.Since(t0)
		rng := rand.New(rand.NewPCG(1, 2))
		ks := make([]int, *queries)
		for i := range ks {
			ks[i] = nbm + rng.IntN(len(blocks)-nbm)
		}
		query := func(k int) {
			buf := make([]byte, offs[k+1]-offs[k])
			f.ReadAt(buf, offs[k])
			out := c.dec(buf, len(blocks[k]))
			if !bytes.Equal(out, blocks[k]) {
				panic("mismatch " + c.name)
			}
			if nbm > 0 { // a scoped query also decodes a bitmap block
				kb := rng.IntN(nbm)
				buf := make([]byte, offs[kb+1]-offs[kb])
				f.ReadAt(buf, offs[kb])
				c.dec(buf, len(blocks[kb]))
			}
		}
		// warm
		lat := make([]time.Duration, len(ks))
		for _, k := range ks[:100] {
			query(k)
		}
		for i, k := range ks {
			s := time.Now()
			query(k)
			lat[i] = time.Since(s)
		}
		warm := median(lat)
		// cold: evict the file before each query
		cl := make([]time.Duration, 200)
		for i := range cl {
			unix.Fadvise(int(f.Fd()), 0, 0, unix.FADV_DONTNEED)
			s := time.Now()
			query(ks[i])
			cl[i] = time.Since(s)
		}
		cold := median(cl)
		fmt.Printf("%-24s %14d %8.3f %10v %12.1f %12.1f\n", c.name, total, float64(total)/float64(len(ents)/2), encT.Round(time.Millisecond), float64(warm.Nanoseconds())/1e3, float64(cold.Nanoseconds())/1e3)
		f.Close()
		os.Remove(f.Name())
	}
}

func median(d []time.Duration) time.Duration {
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

// rewriteAndQuery writes the table at src again to dst with table.Write at
// the given DEFLATE level, then times table.Lookup of random solved slots:
// warm (the file in the page cache; each query hits another block, so the
// table's one-block cache does not help) and cold (the file evicted first).
func rewriteAndQuery(src, dst string, level, queries int) error {
	t, err := table.Open(src)
	if err != nil {
		return err
	}
	defer t.Close()
	h := t.Header()
	solved := func(yield func(int, cgt.Result) bool) {
		for i := 0; i < h.Slots; i++ {
			o, r, err := t.Lookup(i)
			if err != nil {
				panic(err)
			}
			if o == cgt.Unknown {
				continue
			}
			if !yield(i, cgt.Result{Outcome: o, Remoteness: r}) {
				return
			}
		}
	}
	t0 := time.Now()
	if err := table.Write(dst, h, solved, &table.Options{Compress: true, Level: level}); err != nil {
		return err
	}
	fi, err := os.Stat(dst)
	if err != nil {
		return err
	}
	fmt.Printf("%s: %d bytes at level %d, written in %v (three passes over the source)\n", dst, fi.Size(), level, time.Since(t0).Round(time.Millisecond))
	// Random solved slots, from the source.
	rng := rand.New(rand.NewPCG(3, 4))
	slots := make([]int, 0, queries)
	for len(slots) < queries {
		i := rng.IntN(h.Slots)
		if o, _, _ := t.Lookup(i); o != cgt.Unknown {
			slots = append(slots, i)
		}
	}
	f, err := os.Open(dst)
	if err != nil {
		return err
	}
	defer f.Close()
	u, err := table.NewReader(f, fi.Size())
	if err != nil {
		return err
	}
	check := func(i int) {
		o, r, err := u.Lookup(i)
		wo, wr, _ := t.Lookup(i)
		if err != nil || o != wo || r != wr {
			panic(fmt.Sprintf("slot %d: %v %d %v, want %v %d", i, o, r, err, wo, wr))
		}
	}
	lat := make([]time.Duration, len(slots))
	for _, i := range slots {
		check(i)
	}
	for k, i := range slots {
		s := time.Now()
		u.Lookup(i)
		lat[k] = time.Since(s)
		check(i)
	}
	cold := make([]time.Duration, min(200, len(slots)))
	for k := range cold {
		unix.Fadvise(int(f.Fd()), 0, 0, unix.FADV_DONTNEED)
		s := time.Now()
		u.Lookup(slots[k])
		cold[k] = time.Since(s)
	}
	fmt.Printf("table.Lookup, median of %d: warm %.1f µs, cold %.1f µs (median of %d)\n", len(lat), float64(median(lat).Nanoseconds())/1e3, float64(median(cold).Nanoseconds())/1e3, len(cold))
	return nil
}
