import Foundation

/// System errors (`errno`) in words, for messages that never show a bare number.
package enum SystemError {
    /// `code` in words: `too many levels of symbolic links`, `is a folder`, `permission denied`...
    package static func describe(_ code: Int32) -> String {
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

    /// Why a file cannot be created at `path` because of the folder it would go in, in words: `the folder /nonexistent
    /// does not exist`, `/etc/passwd is not a folder`; nil when the folder is there.
    package static func folderProblem(for path: String) -> String? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            return "the folder \(folder) does not exist"
        }
        return isFolder.boolValue ? nil : "\(folder) is not a folder"
    }
}
