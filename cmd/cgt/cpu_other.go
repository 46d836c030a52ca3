//go:build !unix

package main

import "time"

// processCPU returns −1: the CPU time is not measured on this system.
func processCPU() time.Duration { return -1 }
