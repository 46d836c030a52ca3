//go:build !linux

package table_test

import "os"

const canDropCache = false

func dropCache(*os.File) {}
