import Foundation

/// System errors (`errno`) in words, for messages that never show a bare number.
public enum SystemError {
    /// `code` in words: `too many levels of symbolic links`, `is a folder`, `permission denied`...
    public static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or folder"
        case EISDIR: "is a folder"
        case ENOTDIR: "a part of the path is not a folder"
        case EACCES, EPERM: "permission denied"
        case ELOOP: "too many levels of symbolic links"
        case EROFS: "the file system is read-only"
        case ENOSPC: "no space left on the device"
        case EDQUOT: "over the disk quota"
        case ENAMETOOLONG: "the name is too long"
        default: String(cString: strerror(code))
        }
    }
}
