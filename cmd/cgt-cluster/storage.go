package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"sync"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	// The file systems a --tiers location may name: local paths, and
	// the object stores of the clouds the Beam runners run on.
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/memfs"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/s3"

	"github.com/cgtgo/cgt/tier"
)

// beamStorage is a tier.Storage over Beam's file systems: the location
// root is a local directory or a URL of a registered file system (gs://,
// s3://, memfs://), chosen by its scheme as Beam's own sources and sinks
// do, so the workers of a cluster need no shared POSIX mount.
//
// Beam's file systems read files as streams, not by ranges. A positioned
// read goes forward on the open stream (seeking when the stream is a
// seeker, as a local file is; reading and dropping the bytes between
// otherwise) and reopens the file to go backwards. A job reads a table's
// header, its footer and block index, then the blocks it needs in
// increasing order: on a local path that is a few seeks; on an object store
// whose Beam file system gives no seeker (gs:// and s3:// in Beam Go
// v2.77) opening a table streams it about twice (docs/cluster.md).
//
// Files are written to a temporary name beside the target and renamed
// (filesystem.Rename: a rename where the file system has one, a copy and a
// delete otherwise), so a file appears only complete.
type beamStorage struct{ root string }

func (b beamStorage) path(name string) string {
	return strings.TrimSuffix(b.root, "/") + "/" + name
}

// Open opens the file for positioned reads.
func (b beamStorage) Open(name string) (tier.File, error) {
	ctx := context.Background()
	p := b.path(name)
	fsys, err := filesystem.New(ctx, p)
	if err != nil {
		return nil, err
	}
	size, err := fsys.Size(ctx, p)
	if err != nil {
		defer fsys.Close()
		if l, lerr := fsys.List(ctx, p); lerr == nil && len(l) == 0 {
			return nil, fmt.Errorf("%s: %w", p, fs.ErrNotExist)
		}
		return nil, err
	}
	return &beamFile{fs: fsys, path: p, size: size}, nil
}

// Write writes the file through a temporary name.
func (b beamStorage) Write(name string, fill func(io.Writer) error) (err error) {
	ctx := context.Background()
	p := b.path(name)
	var r [8]byte
	rand.Read(r[:])
	tmp := b.path("." + name + ".tmp-" + hex.EncodeToString(r[:]))
	fsys, err := filesystem.New(ctx, p)
	if err != nil {
		return err
	}
	defer fsys.Close()
	w, err := fsys.OpenWrite(ctx, tmp)
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			if rm, ok := fsys.(filesystem.Remover); ok {
				rm.Remove(ctx, tmp)
			}
		}
	}()
	if err := fill(w); err != nil {
		w.Close()
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	return filesystem.Rename(ctx, fsys, tmp, p)
}

// List returns the names of the tier files at the location (tier.Lister),
// by the glob tier-*.cgt, which every Beam file system lists: so that
// tier.Prepare finds another solve's tiers whatever their numbers.
func (b beamStorage) List() ([]string, error) {
	ctx := context.Background()
	glob := b.path("tier-*.cgt")
	fsys, err := filesystem.New(ctx, glob)
	if err != nil {
		return nil, err
	}
	defer fsys.Close()
	paths, err := fsys.List(ctx, glob)
	if err != nil {
		return nil, err
	}
	names := make([]string, len(paths))
	for k, p := range paths {
		names[k] = p[strings.LastIndexAny(p, `/\`)+1:]
	}
	return names, nil
}

// Remove removes the file if it is there.
func (b beamStorage) Remove(name string) error {
	ctx := context.Background()
	p := b.path(name)
	fsys, err := filesystem.New(ctx, p)
	if err != nil {
		return err
	}
	defer fsys.Close()
	if _, err := fsys.Size(ctx, p); err != nil {
		return nil // not there
	}
	rm, ok := fsys.(filesystem.Remover)
	if !ok {
		return fmt.Errorf("%s: the file system cannot remove files", p)
	}
	return rm.Remove(ctx, p)
}

// beamFile gives positioned reads over a Beam stream.
type beamFile struct {
	fs   filesystem.Interface
	path string
	size int64
	mu   sync.Mutex
	rc   io.ReadCloser
	pos  int64 // the offset of rc
}

func (f *beamFile) Size() int64 { return f.size }

func (f *beamFile) ReadAt(b []byte, off int64) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if off < 0 || off > f.size {
		return 0, fmt.Errorf("%s: read at %d of %d bytes", f.path, off, f.size)
	}
	if err := f.seek(off); err != nil {
		return 0, err
	}
	n, err := io.ReadFull(f.rc, b)
	f.pos += int64(n)
	if err == io.ErrUnexpectedEOF {
		err = io.EOF
	}
	return n, err
}

// seek moves the stream to off.
func (f *beamFile) seek(off int64) error {
	if f.rc == nil {
		if err := f.open(); err != nil {
			return err
		}
	}
	if s, ok := f.rc.(io.Seeker); ok {
		if off != f.pos {
			if _, err := s.Seek(off, io.SeekStart); err != nil {
				return err
			}
			f.pos = off
		}
		return nil
	}
	if off < f.pos {
		f.rc.Close()
		if err := f.open(); err != nil {
			return err
		}
	}
	n, err := io.CopyN(io.Discard, f.rc, off-f.pos)
	f.pos += n
	return err
}

func (f *beamFile) open() error {
	rc, err := f.fs.OpenRead(context.Background(), f.path)
	if err != nil {
		f.rc = nil
		return err
	}
	f.rc, f.pos = rc, 0
	return nil
}

func (f *beamFile) Close() error {
	var err error
	if f.rc != nil {
		err = f.rc.Close()
	}
	if cerr := f.fs.Close(); err == nil {
		err = cerr
	}
	return err
}
