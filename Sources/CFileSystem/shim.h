#ifndef PRECEPT_CFILESYSTEM_SHIM_H
#define PRECEPT_CFILESYSTEM_SHIM_H
// File-system calls Swift cannot make itself: ioctl(2) and syscall(2) are variadic, which Swift does not import.
#ifdef __linux__
#include <errno.h>
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>

// Gives an open directory ext2/3/4's "top of directory hierarchies" attribute (what `chattr +T` sets), so
// that folders made inside it are spread over the file system's block groups (the Orlov allocator's rule
// for top-level folders) instead of being put beside it. Returns 0, or -1 with errno set (ENOTTY or
// EOPNOTSUPP on a file system without the attribute).
static inline int precept_mark_top_directory(int descriptor) {
    int flags = 0;
    if (ioctl(descriptor, FS_IOC_GETFLAGS, &flags) != 0) return -1;
    if (flags & FS_TOPDIR_FL) return 0;
    flags |= FS_TOPDIR_FL;
    return ioctl(descriptor, FS_IOC_SETFLAGS, &flags);
}

// 1 when an open directory has the "top of directory hierarchies" attribute, 0 when not, -1 with errno set
// when the file system has no such attributes.
static inline int precept_is_top_directory(int descriptor) {
    int flags = 0;
    if (ioctl(descriptor, FS_IOC_GETFLAGS, &flags) != 0) return -1;
    return (flags & FS_TOPDIR_FL) ? 1 : 0;
}

// rename(2) that fails with EEXIST instead of replacing an existing `to` (renameat2's RENAME_NOREPLACE,
// called through syscall(2) so it works with any C library of a kernel since 3.15). Returns 0, or -1 with
// errno set (EINVAL or ENOSYS where the kernel or the file system lacks the flag).
static inline int precept_rename_noreplace(const char *from, const char *to) {
#ifdef SYS_renameat2
    return (int)syscall(SYS_renameat2, AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE);
#else
    (void)from;
    (void)to;
    errno = ENOSYS;
    return -1;
#endif
}
#else
#include <errno.h>
static inline int precept_mark_top_directory(int descriptor) {
    (void)descriptor;
    errno = ENOTSUP;
    return -1;
}

static inline int precept_is_top_directory(int descriptor) {
    (void)descriptor;
    errno = ENOTSUP;
    return -1;
}

static inline int precept_rename_noreplace(const char *from, const char *to) {
    (void)from;
    (void)to;
    errno = ENOSYS;
    return -1;
}
#endif
#endif
