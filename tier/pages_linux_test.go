//go:build linux

package tier

import (
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// TestTakeHugePages checks that the values' memory of a job (slicer.take)
// is backed by huge pages where Linux gives them to memory that asks
// (transparent huge pages "madvise" or "always"): the mapping that holds
// it, in /proc/self/smaps, counts huge pages once it is written, and the
// values taken are zero. The second and third takes are larger and reuse
// the memory of the one before (which the runtime clears first, in 4 KiB
// pages): without MADV_DONTNEED they fail. With CGT_HUGEPAGES=off (checked
// in a child process, where no memory has asked before, under "madvise")
// the same takes hold no huge page.
func TestTakeHugePages(t *testing.T) {
	mode, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || strings.Contains(string(mode), "[never]") {
		t.Skip("no transparent huge pages here")
	}
	off := os.Getenv("CGT_HUGEPAGES") == "off"
	if off && !strings.Contains(string(mode), "[madvise]") {
		t.Skip("huge pages are given here without asking")
	}
	s := &slicer[int]{mem: new([]uint16), budget: 64 << 20}
	for _, n := range []int{4 << 20, 8 << 20, 16 << 20} { // 8, 16 and 32 MiB
		v := s.take(n)
		for i := range v {
			if v[i] != 0 {
				t.Fatalf("take(%d)[%d] = %d, not zero", n, i, v[i])
			}
			v[i] = uint16(i)
		}
		huge := smapsHuge(t, uintptr(unsafe.Pointer(&v[0])), uintptr(unsafe.Pointer(&v[len(v)-1])))
		switch want := 2*n - 4<<20; {
		case off && huge > 0:
			t.Errorf("take(%d) with CGT_HUGEPAGES=off: %d bytes of huge pages in the mappings of its %d bytes, want none", n, huge, 2*n)
		case !off && huge < want:
			// All but the first and the last huge page of the range,
			// which may hold other memory.
			t.Errorf("take(%d): %d bytes of huge pages in the mappings of its %d bytes, want at least %d", n, huge, 2*n, want)
		}
	}
	if off || testing.Short() {
		return
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	child := exec.Command(exe, "-test.run=^TestTakeHugePages$", "-test.v")
	child.Env = append(os.Environ(), "CGT_HUGEPAGES=off")
	out, err := child.CombinedOutput()
	if err != nil {
		t.Errorf("with CGT_HUGEPAGES=off: %v\n%s", err, out)
	}
}

// smapsHuge returns the AnonHugePages, in bytes, of the mappings of this
// process that overlap lo … hi.
func smapsHuge(t *testing.T, lo, hi uintptr) int {
	b, err := os.ReadFile("/proc/self/smaps")
	if err != nil {
		t.Skip(err)
	}
	huge, in := 0, false
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if a, z, ok := strings.Cut(f[0], "-"); ok && !strings.HasSuffix(f[0], ":") {
			x, err1 := strconv.ParseUint(a, 16, 64)
			y, err2 := strconv.ParseUint(z, 16, 64)
			in = err1 == nil && err2 == nil && uintptr(x) <= hi && lo < uintptr(y)
			continue
		}
		if in && f[0] == "AnonHugePages:" && len(f) > 1 {
			kb, _ := strconv.Atoi(f[1])
			huge += kb << 10
		}
	}
	return huge
}
