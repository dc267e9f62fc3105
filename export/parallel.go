package export

import (
	"context"
	"runtime"
	"sync"
)

// parallel runs work(0..n-1) on as many goroutines as there are processors and returns the first
// error (the remaining work is skipped) or the context's error if it is cancelled. progress, if set,
// is called after each finished piece with the count done and n, one call at a time.
func parallel(ctx context.Context, n int, progress func(done, total int), work func(i int) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		mu       sync.Mutex
		firstErr error
		done     int
		wg       sync.WaitGroup
	)
	next := make(chan int)
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Go(func() {
			for i := range next {
				err := work(i)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
					cancel()
				}
				if err == nil {
					done++
					if progress != nil {
						progress(done, n)
					}
				}
				mu.Unlock()
			}
		})
	}
feed:
	for i := range n {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	return ctx.Err()
}
