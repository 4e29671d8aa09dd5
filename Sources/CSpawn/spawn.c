#define _GNU_SOURCE
#include "CSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

extern char **environ;

/// The child's side, between fork and execve: async-signal-safe calls only. Never returns.
static void start_child(const char *path, char *const argv[], char *const envp[],
                        const int descriptors[3], pid_t parent, int report) {
    int code = 0;
    // A group of its own: a Ctrl-C typed at the terminal reaches Reel alone, which then stops
    // the child itself.
    if (setpgid(0, 0) != 0) goto failed;
#ifdef __linux__
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) goto failed;
    // The parent may have ended before the line above: then nobody would kill this child.
    if (getppid() != parent) {
        code = ESRCH;
        goto report;
    }
#endif
    // Signals with a handler here, and the ones that stop a program (SIGPIPE, which Reel
    // ignores, would stay ignored after exec), at their default action before any is unblocked.
    // Other ignored signals stay ignored, as a shell's `trap '' XFSZ` asks of every program.
    struct sigaction fallback, current;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    for (int number = 1; number < NSIG; number++) {
        if (number == SIGKILL || number == SIGSTOP) continue;
        int stopping = number == SIGINT || number == SIGTERM || number == SIGPIPE || number == SIGHUP || number == SIGQUIT;
        // Fails harmlessly for the C library's own signals.
        if (sigaction(number, NULL, &current) != 0) continue;
        if (stopping || (current.sa_handler != SIG_DFL && current.sa_handler != SIG_IGN)) {
            sigaction(number, &fallback, NULL);
        }
    }
    // Move the three descriptors above 2 first, so that placing one cannot overwrite another;
    // dup2 then clears close-on-exec on 0, 1 and 2 only.
    int moved[3];
    for (int index = 0; index < 3; index++) {
        moved[index] = fcntl(descriptors[index], F_DUPFD_CLOEXEC, 3);
        if (moved[index] < 0) goto failed;
    }
    for (int index = 0; index < 3; index++) {
        if (dup2(moved[index], index) < 0) goto failed;
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    execve(path, argv, envp ? envp : environ);
failed:
    code = errno;
report:
    while (write(report, &code, sizeof code) < 0 && errno == EINTR) {}
    _exit(127);
}

int reel_spawn(const char *path, char *const argv[], char *const envp[],
               int input, int output, int error, pid_t *child) {
    // Closed on exec: the parent reads nothing from it when the program started, or the error.
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return errno;
    const int descriptors[3] = { input, output, error };
    // No signal handler may run in the child before its dispositions are reset: block them all
    // around the fork (the parent's handlers would otherwise run in the child).
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) start_child(path, argv, envp, descriptors, parent, report[1]);
    int forkError = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    close(report[1]);
    if (pid < 0) {
        close(report[0]);
        return forkError;
    }
    int code = 0;
    ssize_t count;
    do {
        count = read(report[0], &code, sizeof code);
    } while (count < 0 && errno == EINTR);
    close(report[0]);
    if (count == (ssize_t)sizeof code) {
        // The program did not start: collect the child, which has exited.
        while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {}
        return code != 0 ? code : ECHILD;
    }
    *child = pid;
    return 0;
}

int reel_wait_without_reaping(pid_t child) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    if (waitid(P_PID, (id_t)child, &info, WEXITED | WNOWAIT) != 0) return errno;
    return 0;
}

int reel_child_has_ended(pid_t child) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    if (waitid(P_PID, (id_t)child, &info, WEXITED | WNOHANG | WNOWAIT) != 0) {
        // ECHILD: it was reaped already, so it has ended.
        return errno == ECHILD;
    }
    return info.si_pid == child;
}

int reel_pipe(int ends[2]) {
    return pipe2(ends, O_CLOEXEC) == 0 ? 0 : errno;
}
