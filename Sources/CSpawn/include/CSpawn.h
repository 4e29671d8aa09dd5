#ifndef REEL_CSPAWN_H
#define REEL_CSPAWN_H

#include <sys/types.h>

/// Starts the program `path` with `argv` (ending with NULL) and `envp` (NULL for this process's
/// environment), its standard input, output and error made from the descriptors `input`, `output`
/// and `error`, in a new process group of its own (whose id is its process id), with no signal
/// blocked, and SIGINT, SIGTERM, SIGPIPE, SIGHUP, SIGQUIT and every signal this process handles
/// at their default action (other signals ignored here stay ignored).
///
/// On Linux the child is killed (SIGKILL) when the thread that started it ends, and so when this
/// process ends in any way, even killed itself by SIGKILL (`PR_SET_PDEATHSIG`): call it from a
/// thread that lives as long as the process.
///
/// Between `fork` and `execve` the child calls only async-signal-safe functions. Returns 0 and
/// sets `*child` once the program has replaced the child (its `execve` succeeded), or returns the
/// system's error code (`ENOENT` for a missing program) with no child left behind.
int reel_spawn(const char *path, char *const argv[], char *const envp[],
               int input, int output, int error, pid_t *child);

/// Waits until the child `child` has ended, without reaping it (it stays a zombie, so its process
/// id cannot be reused until `waitpid` collects it). Returns 0, or the system's error code
/// (`EINTR` when a signal interrupted the wait).
int reel_wait_without_reaping(pid_t child);

/// Whether the child `child` has ended (it may not have been reaped yet); never waits.
int reel_child_has_ended(pid_t child);

/// Makes a pipe whose two ends are closed on exec from the start (`pipe2` with `O_CLOEXEC`, which
/// Swift's Glibc module does not export): a child started by another thread at the same moment
/// never inherits them. Returns 0, or the system's error code.
int reel_pipe(int ends[2]);

#endif
