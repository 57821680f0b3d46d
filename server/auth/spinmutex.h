#pragma once

#include <atomic>
#include <thread>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

// A lock for sections of a few hundred nanoseconds that every worker thread takes on every
// request (the rate windows, the response cache's index). A waiter spins for a moment
// instead of sleeping in the kernel: QMutex's futex wait and wake-up cost two context
// switches, far more than the section, and on two cores one thread in six waited so. After
// the first spins it yields, so a holder that was preempted gets the core. Lockable: use it
// with std::lock_guard.
class SpinMutex final
{
public:
    void lock() noexcept
    {
        int spins = 0;
        while (m_locked.exchange(true, std::memory_order_acquire)) {
            while (m_locked.load(std::memory_order_relaxed)) {
                if (++spins < maxSpins)
                    pause();
                else
                    std::this_thread::yield();
            }
        }
    }
    bool try_lock() noexcept
    {
        return !m_locked.load(std::memory_order_relaxed)
            && !m_locked.exchange(true, std::memory_order_acquire);
    }
    void unlock() noexcept { m_locked.store(false, std::memory_order_release); }

private:
    static constexpr int maxSpins = 100;
    static void pause() noexcept
    {
#if defined(__x86_64__) || defined(__i386__)
        _mm_pause();
#endif
    }

    std::atomic<bool> m_locked { false };
};
